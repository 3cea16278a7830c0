import { Trash2, X } from 'lucide-react';
import { Button } from './button';

interface SelectionToolbarProps {
  /** The accessible name of the toolbar region. */
  label: string;
  /** "3 selected", say. */
  selectedText: string;
  clearLabel: string;
  deleteLabel: string;
  onClear: () => void;
  onDelete: () => void;
}

/** The sticky bar above a list while items are selected: how many, clear the selection, delete them. */
export function SelectionToolbar({
  label,
  selectedText,
  clearLabel,
  deleteLabel,
  onClear,
  onDelete,
}: SelectionToolbarProps) {
  return (
    <div
      role="region"
      aria-label={label}
      className="sticky top-[4.5rem] z-30 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-indigo-200 bg-indigo-50/95 px-4 py-2.5 text-sm shadow-sm backdrop-blur dark:border-indigo-500/30 dark:bg-indigo-950/90"
    >
      <span className="font-medium text-indigo-900 dark:text-indigo-200">{selectedText}</span>
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          {clearLabel}
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          {deleteLabel}
        </Button>
      </div>
    </div>
  );
}
