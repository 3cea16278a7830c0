import { Clock, Eye, LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';

/** Expiry, views and protection of a share, as a row of small facts. */
export function ShareMeta({
  expiresAt,
  maxViews,
  views,
  remainingViews,
  hasPassword,
}: {
  expiresAt: string | null;
  maxViews: number;
  views?: number;
  remainingViews?: number | null;
  hasPassword: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-zinc-600 dark:text-zinc-400">
      <li className="inline-flex items-center gap-1.5">
        <Clock className="size-4 text-zinc-400" aria-hidden="true" />
        {expiresAt
          ? t('paste.meta.expiresAt', { date: formatDateTime(expiresAt, i18n.language) })
          : t('paste.meta.neverExpires')}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <Eye className="size-4 text-zinc-400" aria-hidden="true" />
        {maxViews === 0
          ? views === undefined
            ? t('paste.meta.unlimitedViews')
            : t('paste.meta.viewsUnlimited', { views })
          : views === undefined
            ? t('paste.meta.maxViews', { max: maxViews })
            : t('paste.meta.viewsRemaining', {
                views,
                remaining: remainingViews ?? Math.max(0, maxViews - views),
                max: maxViews,
              })}
      </li>
      {hasPassword && (
        <li>
          <Badge tone="warning">
            <LockKeyhole className="size-3" aria-hidden="true" />
            {t('paste.meta.passwordProtected')}
          </Badge>
        </li>
      )}
    </ul>
  );
}
