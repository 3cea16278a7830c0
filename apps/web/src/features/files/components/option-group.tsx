import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A row of radio buttons styled as segments, inside a fieldset with a visible legend. */
export function OptionGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  className,
  columns = 'grid-cols-3 sm:grid-cols-5',
  hint,
}: {
  legend: ReactNode;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange: (value: T) => void;
  className?: string;
  /** Grid classes of the options. */
  columns?: string;
  hint?: ReactNode;
}) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">{legend}</legend>
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'relative flex cursor-pointer items-center justify-center rounded-lg border px-2 py-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
              value === option.value
                ? 'border-indigo-600 bg-indigo-50 text-indigo-700 dark:border-indigo-400 dark:bg-indigo-500/15 dark:text-indigo-200'
                : 'border-zinc-300 text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && <p className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</p>}
    </fieldset>
  );
}
