import { CheckCircle2, ExternalLink, RotateCcw, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatBytes } from '../../../lib/format-bytes';
import { FileTypeIcon } from '../../files/components/file-type-icon';
import { QrCodeButton } from '../../files/components/qr-code-dialog';
import { fileShareLink } from '../../files/share-link';
import type { ValidationMessage } from '../upload-options';
import { progressPercent, type UploadItem } from '../use-upload-queue';

interface UploadQueueListProps {
  items: UploadItem[];
  /** Validation problems of waiting files, by item id. */
  fileErrors: ReadonlyMap<string, ValidationMessage>;
  onCancel: (id: string) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
}

/** Every file of the page with its state: waiting, uploading (%, speed), done (link) or failed. */
export function UploadQueueList({ items, fileErrors, onCancel, onRemove, onRetry }: UploadQueueListProps) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" aria-label={t('upload.queue.label')}>
      {items.map((item) => (
        <li key={item.id}>
          <UploadRow
            item={item}
            validation={fileErrors.get(item.id) ?? null}
            onCancel={onCancel}
            onRemove={onRemove}
            onRetry={onRetry}
          />
        </li>
      ))}
    </ul>
  );
}

function UploadRow({
  item,
  validation,
  onCancel,
  onRemove,
  onRetry,
}: Omit<UploadQueueListProps, 'items' | 'fileErrors'> & {
  item: UploadItem;
  validation: ValidationMessage | null;
}) {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(item);
  const name = item.file.name;
  const size = formatBytes(item.file.size, i18n.language);

  let statusText: string;
  if (item.status === 'queued')
    statusText = validation ? t(validation.key, validation.values) : t('upload.queue.waiting');
  else if (item.status === 'uploading') {
    statusText =
      item.phase === 'preparing'
        ? t('upload.queue.preparing')
        : item.phase === 'finalising'
          ? t('upload.queue.finalising')
          : item.bytesPerSecond === null
            ? t('upload.queue.uploading', { percent })
            : t('upload.queue.uploadingSpeed', {
                percent,
                speed: formatBytes(item.bytesPerSecond, i18n.language),
              });
  } else if (item.status === 'done') statusText = t('upload.queue.done');
  else statusText = item.error ?? t('upload.errors.failed');

  const isActive = item.status === 'uploading';
  return (
    <article
      aria-label={name}
      data-status={item.status}
      className={cn(
        'rounded-xl border bg-white p-3 shadow-xs sm:p-4 dark:bg-zinc-900',
        item.status === 'failed' || (item.status === 'queued' && validation)
          ? 'border-red-200 dark:border-red-500/30'
          : item.status === 'done'
            ? 'border-emerald-200 dark:border-emerald-500/30'
            : 'border-zinc-200 dark:border-zinc-800',
      )}
    >
      <div className="flex items-start gap-3">
        <FileTypeIcon filename={name} mimetype={item.file.type} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100" title={name}>
            {name}
          </p>
          <p
            className={cn(
              'mt-0.5 flex items-center gap-1 text-xs',
              item.status === 'failed' || (item.status === 'queued' && validation)
                ? 'text-red-600 dark:text-red-400'
                : item.status === 'done'
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-zinc-500 dark:text-zinc-400',
            )}
            aria-live={isActive ? 'off' : 'polite'}
          >
            {item.status === 'done' && <CheckCircle2 className="size-3.5 shrink-0" aria-hidden="true" />}
            {item.status === 'failed' && <XCircle className="size-3.5 shrink-0" aria-hidden="true" />}
            <span className="min-w-0 break-words">
              {size} · {statusText}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {(item.status === 'failed' || item.status === 'cancelled') && (
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => onRetry(item.id)}
              aria-label={t('upload.queue.retry', { name })}
              title={t('upload.queue.retry', { name })}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          )}
          {isActive ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10"
              onClick={() => onCancel(item.id)}
              aria-label={t('upload.queue.cancel', { name })}
            >
              <X aria-hidden="true" />
              <span className="max-sm:sr-only">{t('common.cancel')}</span>
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={() => onRemove(item.id)}
              aria-label={t('upload.queue.remove', { name })}
              title={t('upload.queue.remove', { name })}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      {isActive && (
        <div className="mt-3 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={t('upload.queue.progress', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 flex-1 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
          >
            <div
              className="h-full rounded-full bg-indigo-600 transition-[width] duration-200 dark:bg-indigo-400"
              style={{ width: `${percent}%` }}
            />
          </div>
          <span className="w-10 text-end text-xs font-medium text-zinc-600 tabular-nums dark:text-zinc-300">
            {percent}%
          </span>
        </div>
      )}
      {item.status === 'done' && item.share && <ShareLinkRow slug={item.share.slug} name={name} />}
    </article>
  );
}

/**
 * The link of a finished upload, with copy, QR and open. Links open a new tab: leaving the upload
 * page would cancel the uploads still running and drop the queue with its other links.
 */
export function ShareLinkRow({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const link = fileShareLink(slug);
  // When the row is narrow the origin gives way, never the slug that tells the links apart.
  const pathStart = link.lastIndexOf(paths.file(slug));
  const origin = pathStart > 0 ? link.slice(0, pathStart) : '';
  const sharePath = pathStart > 0 ? link.slice(pathStart) : link;
  return (
    <div className="mt-3 flex items-center gap-1 rounded-lg bg-zinc-50 py-1 ps-3 pe-1 dark:bg-zinc-800/60">
      <Link
        to={paths.file(slug)}
        target="_blank"
        rel="noopener noreferrer"
        title={link}
        className="flex min-w-0 flex-1 overflow-hidden font-mono text-xs whitespace-nowrap text-indigo-700 hover:underline dark:text-indigo-300"
      >
        {origin && <span className="min-w-0 truncate">{origin}</span>}
        <span className="max-w-full shrink-0 truncate">{sharePath}</span>
      </Link>
      <CopyButton value={link} label={t('upload.share.copy', { name })} />
      <QrCodeButton value={link} title={name} label={t('upload.share.qr', { name })} />
      <Button asChild variant="ghost" size="icon-sm">
        <Link
          to={paths.file(slug)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('upload.share.open', { name })}
          title={t('upload.share.open', { name })}
        >
          <ExternalLink aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
