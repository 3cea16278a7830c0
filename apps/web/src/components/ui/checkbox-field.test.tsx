import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('names the checkbox by its label and links the description', () => {
    render(
      <CheckboxField
        checked={false}
        onCheckedChange={() => undefined}
        label="Public"
        description="Anyone can read"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Public' });
    const description = screen.getByText('Anyone can read');
    expect(checkbox.getAttribute('aria-describedby')).toBe(description.id);
    expect(checkbox.getAttribute('aria-checked')).toBe('false');
  });

  it('has no aria-describedby without a description', () => {
    render(<CheckboxField checked onCheckedChange={() => undefined} label="Public" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Public' });
    expect(checkbox.hasAttribute('aria-describedby')).toBe(false);
    expect(checkbox.getAttribute('aria-checked')).toBe('true');
  });

  it('reports the new state as a boolean when the label is clicked', async () => {
    const onCheckedChange = vi.fn();
    render(<CheckboxField checked={false} onCheckedChange={onCheckedChange} label="Public" />);
    await userEvent.click(screen.getByText('Public'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
