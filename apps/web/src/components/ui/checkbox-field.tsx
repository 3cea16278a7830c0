import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox';

interface CheckboxFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Shown under the label and linked to the checkbox for assistive tech. */
  description?: ReactNode;
}

/** A checkbox with a clickable label and an optional description. */
export function CheckboxField({ checked, onCheckedChange, label, description }: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={descriptionId}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-zinc-800 dark:text-zinc-200">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-xs text-zinc-500 dark:text-zinc-400">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
