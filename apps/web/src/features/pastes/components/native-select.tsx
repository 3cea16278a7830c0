import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClassName } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/**
 * A native `<select>` with the input look. Used on the home page, whose first load must stay small
 * (the Radix select is kept for the admin panel).
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(inputClassName, 'cursor-pointer appearance-none pe-9', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute inset-y-0 end-3 my-auto size-4 text-zinc-500"
        aria-hidden="true"
      />
    </div>
  );
}
