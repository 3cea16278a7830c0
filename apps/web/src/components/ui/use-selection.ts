import { useMemo, useState } from 'react';

/**
 * Which of a list's items are selected. The selection survives refetches; `selectedIds` holds only
 * the ids of items still on the list.
 */
export function useSelection(items: ReadonlyArray<{ id: string }>) {
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const selectedIds = useMemo(
    () => new Set(items.filter((item) => selection.has(item.id)).map((item) => item.id)),
    [items, selection],
  );

  const toggleSelected = (id: string, selected: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (selected) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleAll = (selected: boolean) =>
    setSelection(selected ? new Set(items.map((item) => item.id)) : new Set());

  return { selectedIds, setSelection, toggleSelected, toggleAll };
}
