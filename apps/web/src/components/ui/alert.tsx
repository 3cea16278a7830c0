import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  info: {
    box: 'border-indigo-200 bg-indigo-50 text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-200',
    icon: Info,
  },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200',
    icon: CheckCircle2,
  },
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200',
    icon: AlertTriangle,
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200',
    icon: XCircle,
  },
} as const;

export interface AlertProps extends ComponentProps<'div'> {
  tone?: keyof typeof tones;
}

/** Inline message. Errors are announced (role="alert"); other tones are polite status messages. */
export function Alert({ tone = 'info', className, children, role, ...props }: AlertProps) {
  const Icon = tones[tone].icon;
  return (
    <div
      role={role ?? (tone === 'error' ? 'alert' : 'status')}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm',
        tones[tone].box,
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </div>
  );
}
