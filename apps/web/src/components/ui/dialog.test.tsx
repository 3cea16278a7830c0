import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DialogFormFooter } from './dialog';

function renderFooter(isSubmitting?: boolean) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  renderWithProviders(
    <form onSubmit={onSubmit}>
      <DialogFormFooter onCancel={onCancel} isSubmitting={isSubmitting} submitLabel="Save it" />
    </form>,
  );
  return { onCancel, onSubmit };
}

describe('DialogFormFooter', () => {
  it('cancels without submitting and submits the form with the submit button', async () => {
    const { onCancel, onSubmit } = renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Save it' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('disables both buttons while submitting', () => {
    renderFooter(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Save it/ }).hasAttribute('disabled')).toBe(true);
  });
});
