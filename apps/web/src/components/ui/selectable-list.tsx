import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { TableCell, TableHead } from './table';

/** What a selectable list takes from the page that owns the selection. */
export interface SelectionHandlers {
  selectedIds: ReadonlySet<string>;
  onToggleSelected: (id: string, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
}

/** Whether none, all or some of `items` are selected, as a checkbox shows it. */
export function selectionState(
  items: ReadonlyArray<{ id: string }>,
  selectedIds: ReadonlySet<string>,
): boolean | 'indeterminate' {
  const count = items.filter((item) => selectedIds.has(item.id)).length;
  if (count === 0) return false;
  return count === items.length ? true : 'indeterminate';
}

interface SelectAllProps {
  items: ReadonlyArray<{ id: string }>;
  selectedIds: ReadonlySet<string>;
  onToggleAll: (selected: boolean) => void;
  /** The accessible name of the select-all checkbox. */
  label: string;
}

/** The header cell of a selectable table: one checkbox for every row. */
export function SelectAllHeadCell({ items, selectedIds, onToggleAll, label }: SelectAllProps) {
  return (
    <TableHead className="w-10 pe-0">
      <Checkbox
        checked={selectionState(items, selectedIds)}
        onCheckedChange={(value) => onToggleAll(value === true)}
        aria-label={label}
      />
    </TableHead>
  );
}

/** The first cell of a selectable table row. */
export function SelectRowCell({
  checked,
  onCheckedChange,
  label,
}: {
  checked: boolean;
  onCheckedChange: (selected: boolean) => void;
  /** The accessible name of the row's checkbox. */
  label: string;
}) {
  return (
    <TableCell className="pe-0">
      <Checkbox
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-label={label}
      />
    </TableCell>
  );
}

/**
 * Selectable items as a table on wide screens (`xl` and up) and as cards below, with a labelled
 * select-all checkbox above the cards.
 */
export function ResponsiveSelectableList<T extends { id: string }>({
  items,
  selectedIds,
  onToggleAll,
  label,
  table,
  renderCard,
}: Omit<SelectAllProps, 'items'> & {
  items: readonly T[];
  table: ReactNode;
  renderCard: (item: T) => ReactNode;
}) {
  const selectAllId = useId();
  return (
    <>
      <div className="hidden xl:block">{table}</div>
      <div className="mb-3 flex items-center gap-2.5 px-1 xl:hidden">
        <Checkbox
          id={selectAllId}
          checked={selectionState(items, selectedIds)}
          onCheckedChange={(value) => onToggleAll(value === true)}
        />
        <label htmlFor={selectAllId} className="cursor-pointer text-sm text-zinc-600 dark:text-zinc-400">
          {label}
        </label>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden">
        {items.map((item) => (
          <li key={item.id}>{renderCard(item)}</li>
        ))}
      </ul>
    </>
  );
}

/** The card of one item in the narrow layout of a selectable list, highlighted while selected. */
export function SelectableCard({
  isSelected,
  className,
  ...props
}: ComponentProps<'article'> & { isSelected: boolean }) {
  return (
    <article
      data-selected={isSelected}
      className={cn(
        'rounded-xl border border-zinc-200 bg-white p-4 shadow-xs data-[selected=true]:border-indigo-300 data-[selected=true]:bg-indigo-50/40 dark:border-zinc-800 dark:bg-zinc-900 dark:data-[selected=true]:border-indigo-500/40 dark:data-[selected=true]:bg-indigo-500/5',
        className,
      )}
      {...props}
    />
  );
}
