import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EditFileDialog } from './edit-file-dialog';

const share = {
  id: 'f1',
  slug: 'report',
  filename: 'report.pdf',
  remark: null,
  has_password: false,
  expires_at: null,
  max_views: 0,
  views: 3,
};

describe('EditFileDialog', () => {
  it('sends only what changed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<EditFileDialog share={share} onOpenChange={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Remark' }), 'Q3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ remark: 'Q3' });
  });

  it('hides the last save error once the form is changed, so a fixed field does not look still wrong', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <EditFileDialog
        share={share}
        onOpenChange={vi.fn()}
        onSubmit={vi.fn()}
        submitError="Failed to save the file share: Custom link suffix already taken, try another"
      />,
    );
    expect(screen.getByText(/already taken/)).toBeTruthy();
    const slug = screen.getByRole('textbox', { name: 'Custom link suffix' });
    await user.clear(slug);
    await user.type(slug, 'report-2');
    expect(screen.queryByText(/already taken/)).toBeNull();
  });
});
