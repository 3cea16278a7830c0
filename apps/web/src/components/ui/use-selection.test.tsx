import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSelection } from './use-selection';

const a = { id: 'a' };
const b = { id: 'b' };

describe('useSelection', () => {
  it('toggles single items and all items', () => {
    const { result } = renderHook(() => useSelection([a, b]));
    act(() => result.current.toggleSelected('a', true));
    expect([...result.current.selectedIds]).toEqual(['a']);
    act(() => result.current.toggleAll(true));
    expect([...result.current.selectedIds]).toEqual(['a', 'b']);
    act(() => result.current.toggleSelected('b', false));
    expect([...result.current.selectedIds]).toEqual(['a']);
    act(() => result.current.toggleAll(false));
    expect(result.current.selectedIds.size).toBe(0);
  });

  it('keeps only ids of items still listed', () => {
    const { result, rerender } = renderHook(({ items }) => useSelection(items), {
      initialProps: { items: [a, b] },
    });
    act(() => result.current.toggleAll(true));
    rerender({ items: [b] });
    expect([...result.current.selectedIds]).toEqual(['b']);
    act(() => result.current.setSelection(new Set()));
    expect(result.current.selectedIds.size).toBe(0);
  });
});
