import {
  FileQuestion,
  Hourglass,
  RefreshCw,
  ShieldAlert,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';

export type PasteProblem = 'notFound' | 'expired' | 'exhausted' | 'forbidden' | 'failed';

/** Which full-page message a failed share request gets (api.md §4.3: 410 carries a reason). */
export function pasteProblemOf(error: unknown): PasteProblem {
  if (!isApiError(error)) return 'failed';
  if (error.status === 404) return 'notFound';
  if (error.status === 410) {
    const reason = (error.data as { reason?: string } | null)?.reason;
    if (reason === 'view_limit' || error.error === 'SHARE_EXHAUSTED') return 'exhausted';
    return 'expired';
  }
  if (error.status === 403) return 'forbidden';
  return 'failed';
}

const ICONS: Record<PasteProblem, LucideIcon> = {
  notFound: FileQuestion,
  expired: Hourglass,
  exhausted: Hourglass,
  forbidden: ShieldAlert,
  failed: TriangleAlert,
};

/** A full-page message for a share that cannot be shown. */
export function PasteStatusPage({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  /** Offered for failures that may pass (network, server); never for 404 or 410. */
  onRetry?: () => void;
  isRetrying?: boolean;
}) {
  const { t } = useTranslation();
  const problem = pasteProblemOf(error);
  const Icon = ICONS[problem];
  const canRetry = onRetry && (problem === 'failed' || problem === 'forbidden');
  return (
    <Card
      className="mx-auto mt-6 flex w-full max-w-lg flex-col items-center px-6 py-12 text-center"
      role="alert"
    >
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {t(`paste.view.${problem}.title`)}
      </h1>
      <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">
        {problem === 'failed'
          ? t('paste.view.failed.description', { message: errorMessage(error, t('errors.requestFailed')) })
          : t(`paste.view.${problem}.description`)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        {canRetry && (
          <Button variant="outline" onClick={onRetry} isLoading={isRetrying}>
            {!isRetrying && <RefreshCw aria-hidden="true" />}
            {t('common.retry')}
          </Button>
        )}
        <Button asChild>
          <Link to={paths.home}>{t('paste.view.backHome')}</Link>
        </Button>
      </div>
    </Card>
  );
}
