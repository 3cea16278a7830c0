import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pencil, Trash2 } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named and titled by its label and runs its action', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={Pencil} label="Edit report.pdf" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Edit report.pdf' });
    expect(button.getAttribute('title')).toBe('Edit report.pdf');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.className).not.toContain('text-red-600');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('colours a danger action red', () => {
    render(<IconButton icon={Trash2} tone="danger" label="Delete report.pdf" />);
    expect(screen.getByRole('button', { name: 'Delete report.pdf' }).className).toContain('text-red-600');
  });
});
