import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ApiKeyFormDialog } from './api-key-form-dialog';

function renderCreateDialog() {
  const onSubmit = vi.fn();
  renderWithProviders(
    <ApiKeyFormDialog mode="create" open onOpenChange={() => undefined} onSubmit={onSubmit} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create API key' });
  const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
  return { dialog, onSubmit, submit };
}

describe('API key create dialog', () => {
  it('shows "name is required" for an empty name and does not submit', async () => {
    const { dialog, onSubmit, submit } = renderCreateDialog();
    await submit();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a custom key with other characters than letters, numbers, dashes and underscores', async () => {
    const { dialog, onSubmit, submit } = renderCreateDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'ci');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Use a custom key' }));
    await submit();
    expect(within(dialog).getByText('Custom key is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/^Custom key/), 'not allowed!key#1234');
    await submit();
    expect(
      within(dialog).getByText('Only letters, numbers, dashes and underscores are allowed'),
    ).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText(/^Custom key/));
    await userEvent.type(within(dialog).getByLabelText(/^Custom key/), 'too_short');
    await submit();
    expect(within(dialog).getByText('Custom key must be 16–128 characters long')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires a date when the custom expiry is chosen', async () => {
    const { dialog, onSubmit, submit } = renderCreateDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'ci');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Custom' }));
    await submit();
    expect(within(dialog).getByText('Custom expiration date is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('advises file permission when only mount is ticked', async () => {
    const { dialog } = renderCreateDialog();
    const advice = /Mount permission also needs file permission/;
    expect(within(dialog).queryByText(advice)).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mount' }));
    expect(within(dialog).getByText(advice)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'File' }));
    expect(within(dialog).queryByText(advice)).toBeNull();
  });

  it('submits a valid form as the wire body', async () => {
    const { dialog, onSubmit, submit } = renderCreateDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), ' deploy bot ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Never' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Text' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'deploy bot',
      expires_at: null,
      text_permission: true,
      file_permission: false,
      mount_permission: false,
      basic_path: '/',
    });
  });
});
