import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { Spinner } from './spinner';

/** A card-sized spinner while a list or page loads. */
export function LoadingCard({ label }: { label: string }) {
  return (
    <Card className="flex justify-center py-16">
      <Spinner label={label} />
    </Card>
  );
}

/** A failed load: the message and, when `onRetry` is given, a retry button. */
export function LoadErrorAlert({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: ReactNode;
  onRetry?: () => void;
  /** Shows the retry button busy (spinner instead of its icon). */
  isRetrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying}>
            {!isRetrying && <RefreshCw aria-hidden="true" />}
            {t('common.retry')}
          </Button>
        )}
      </div>
    </Alert>
  );
}

/** A list with nothing to show: icon, title, one sentence and optional actions below. */
export function EmptyStateCard({
  icon: Icon,
  iconStyle = 'badge',
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  /** `badge`: the icon in a round tile; `plain`: the bare icon. */
  iconStyle?: 'badge' | 'plain';
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      {iconStyle === 'badge' ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : (
        <Icon className="mb-3 size-8 text-zinc-400" aria-hidden="true" />
      )}
      <h2 className="font-semibold text-zinc-900 dark:text-zinc-50">{title}</h2>
      <p className="mt-1 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
      {children}
    </Card>
  );
}
