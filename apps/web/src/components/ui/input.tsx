import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './focus-ring';

/** Input look without a width, for controls that size themselves (select triggers). */
export const inputBaseClassName = cn(
  'block h-10 min-w-0 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-xs transition-colors placeholder:text-zinc-400 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500 dark:aria-invalid:border-red-500',
  focusRing,
  'focus-visible:ring-offset-0 focus-visible:border-indigo-500',
);

export const inputClassName = cn(inputBaseClassName, 'w-full');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}

/** An input for machine text (keys, slugs, paths, URLs): monospace, no autocomplete or spell check. */
export function CodeInput({ className, ...props }: ComponentProps<'input'>) {
  return <Input autoComplete="off" spellCheck={false} className={cn('font-mono', className)} {...props} />;
}
