import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Files } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EmptyStateCard, LoadErrorAlert, LoadingCard } from './list-states';

describe('list states', () => {
  it('LoadingCard announces its label', () => {
    renderWithProviders(<LoadingCard label="Loading files…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading files…');
  });

  it('LoadErrorAlert shows the message and retries', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadErrorAlert message="Could not load: boom" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load: boom');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('LoadErrorAlert has no retry button without onRetry and a busy one while retrying', () => {
    const { rerender } = renderWithProviders(<LoadErrorAlert message="Gone" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<LoadErrorAlert message="Gone" onRetry={() => {}} isRetrying />);
    expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Retry' }).getAttribute('aria-busy')).toBe('true');
  });

  it('EmptyStateCard shows title, description and actions', () => {
    renderWithProviders(
      <EmptyStateCard icon={Files} title="No files yet" description="Upload one to share it.">
        <button type="button">Upload</button>
      </EmptyStateCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No files yet' })).toBeTruthy();
    expect(screen.getByText('Upload one to share it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });
});
