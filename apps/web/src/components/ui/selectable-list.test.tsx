import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectableCard } from './selectable-list';

describe('SelectableCard', () => {
  it('marks the card selected', () => {
    const { container, rerender } = render(
      <SelectableCard isSelected aria-label="report.pdf">
        content
      </SelectableCard>,
    );
    const card = container.querySelector('article');
    expect(card?.getAttribute('data-selected')).toBe('true');
    expect(card?.getAttribute('aria-label')).toBe('report.pdf');
    rerender(<SelectableCard isSelected={false}>content</SelectableCard>);
    expect(container.querySelector('article')?.getAttribute('data-selected')).toBe('false');
  });
});
