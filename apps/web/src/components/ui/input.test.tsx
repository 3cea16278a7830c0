import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './input';

describe('CodeInput', () => {
  it('is a monospace text input without autocomplete or spell check', () => {
    render(<CodeInput aria-label="Slug" name="slug" />);
    const input = screen.getByRole('textbox', { name: 'Slug' });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('name')).toBe('slug');
    expect(input.className.split(' ')).toContain('font-mono');
  });

  it('keeps extra classes and lets the caller override the defaults', () => {
    render(<CodeInput aria-label="Endpoint" type="url" autoComplete="url" className="max-w-40" />);
    const input = screen.getByRole('textbox', { name: 'Endpoint' });
    expect(input.getAttribute('type')).toBe('url');
    expect(input.getAttribute('autocomplete')).toBe('url');
    expect(input.className.split(' ')).toEqual(expect.arrayContaining(['font-mono', 'max-w-40']));
  });
});
