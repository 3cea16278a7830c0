import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="w-full overflow-x-auto">
      <table className={cn('w-full border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn(
        'border-b border-zinc-200 bg-zinc-50/80 text-xs font-medium text-zinc-500 uppercase dark:border-zinc-800 dark:bg-zinc-900/80 dark:text-zinc-400',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-zinc-100 dark:divide-zinc-800', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'transition-colors hover:bg-zinc-50/70 data-[selected=true]:bg-indigo-50/60 dark:hover:bg-zinc-800/40 dark:data-[selected=true]:bg-indigo-500/10',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'px-3 py-3 text-start font-medium tracking-wide whitespace-nowrap first:ps-4 last:pe-4',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn(
        'px-3 py-3 align-middle text-zinc-700 first:ps-4 last:pe-4 dark:text-zinc-300',
        className,
      )}
      {...props}
    />
  );
}
