import { DEFAULT_MAX_UPLOAD_SIZE_MB, type FileShareDto } from '@satchel/shared';
import { useQueryClient } from '@tanstack/react-query';
import { History, Upload, UploadCloud } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePlaceholder } from '../../../components/page-placeholder';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { formatBytes } from '../../../lib/format-bytes';
import { AuthPrompt } from '../../auth/components/auth-prompt';
import { canAccessFeature, usePrincipal } from '../../auth/hooks/use-principal';
import { filesQueryKeyRoot } from '../../files/api/get-files';
import { s3ConfigsQueryKey, useUploadTargets } from '../../storage-configs/api/get-s3-configs';
import { useMaxUploadSizeMb } from '../api/get-max-upload-size';
import { uploadTransport } from '../api/upload-transport';
import {
  mergeRecentUploads,
  readRecentUploads,
  writeRecentUploads,
  type RecentUpload,
} from '../recent-uploads';
import type { UploadTransport } from '../upload-flow';
import {
  emptyUploadFormValues,
  hasValidationErrors,
  isSlugEnabled,
  toUploadShareOptions,
  validateUploadBatch,
  type UploadFormValues,
  type ValidationMessage,
} from '../upload-options';
import { useUploadQueue } from '../use-upload-queue';
import { DropZone } from './drop-zone';
import { ShareLinkRow, UploadQueueList } from './upload-queue-list';
import { UploadOptionsForm, type UploadTarget } from './upload-options-form';

/** `/upload`: the login/authorise prompt without `file` permission, else the upload page. */
export function UploadRoute() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  if (!canAccessFeature(principal, 'file')) {
    return (
      <PagePlaceholder icon={Upload} title={t('upload.title')} description={t('upload.description')}>
        <AuthPrompt feature="file" principal={principal} />
      </PagePlaceholder>
    );
  }
  return <UploadPage />;
}

/** The default config when it may be used, else the first one offered. */
function defaultTargetId(targets: UploadTarget[]): string {
  return (targets.find((target) => target.is_default) ?? targets[0])?.id ?? '';
}

export function UploadPage({ transport = uploadTransport }: { transport?: UploadTransport }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const principal = usePrincipal();
  const targetsQuery = useUploadTargets(true);
  const maxUploadSize = useMaxUploadSizeMb();
  const [values, setValues] = useState<UploadFormValues>(() => emptyUploadFormValues());
  const [showFieldErrors, setShowFieldErrors] = useState(false);
  const [isMissingFiles, setIsMissingFiles] = useState(false);
  const [recent, setRecent] = useState<RecentUpload[]>(readRecentUploads);

  const handleBatchDone = useCallback(
    (shares: FileShareDto[]) => {
      if (shares.length === 0) return;
      setRecent((current) => {
        const next = mergeRecentUploads(current, shares);
        writeRecentUploads(next);
        return next;
      });
      // A custom suffix is spent once used.
      setValues((current) => ({ ...current, slug: '' }));
      void queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot });
      void queryClient.invalidateQueries({ queryKey: s3ConfigsQueryKey });
      toast.success(t('upload.doneToast', { count: shares.length }));
    },
    [queryClient, t, toast],
  );
  const queue = useUploadQueue({ transport, onBatchDone: handleBatchDone });

  const targets = useMemo(() => (targetsQuery.data ?? []) as UploadTarget[], [targetsQuery.data]);
  const configId = targets.some((target) => target.id === values.s3ConfigId)
    ? values.s3ConfigId
    : defaultTargetId(targets);
  const effectiveValues = { ...values, s3ConfigId: configId };
  const selectedTarget = targets.find((target) => target.id === configId) ?? null;
  const queued = queue.items.filter((item) => item.status === 'queued');
  const maxUploadSizeMb = maxUploadSize.data ?? DEFAULT_MAX_UPLOAD_SIZE_MB;

  const validation = validateUploadBatch({
    files: queued.map((item) => item.file),
    values: effectiveValues,
    maxUploadSizeMb,
    storage: selectedTarget,
    formatBytes: (bytes) => formatBytes(bytes, i18n.language),
  });
  const fileErrors = new Map<string, ValidationMessage>();
  queued.forEach((item, index) => {
    const error = validation.files[index];
    if (error) fileErrors.set(item.id, error);
  });

  const handleChange = <K extends keyof UploadFormValues>(field: K, value: UploadFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const handleFiles = useCallback(
    (files: File[]) => {
      const count = queue.addFiles(files);
      if (count > 0) {
        setIsMissingFiles(false);
        toast.info(t('upload.added', { count }));
      }
    },
    [queue, t, toast],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsMissingFiles(queued.length === 0);
    setShowFieldErrors(true);
    if (queued.length === 0 || hasValidationErrors(validation)) {
      // Take the keyboard to the first field to fix (the messages render with this update).
      const form = event.currentTarget;
      window.requestAnimationFrame(() => {
        const field = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
        if (!field) return;
        field.focus({ preventScroll: true });
        // Centred, so the sticky site header never covers it.
        field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      });
      return;
    }
    setShowFieldErrors(false);
    void queue.start(toUploadShareOptions(effectiveValues, queued.length));
  };

  const finishedCount = queue.items.filter(
    (item) => item.status !== 'queued' && item.status !== 'uploading',
  ).length;
  const noTargets = targetsQuery.isSuccess && targets.length === 0;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('upload.title')}
        description={t('upload.pageDescription', {
          size: formatBytes(maxUploadSizeMb * 1024 * 1024, i18n.language),
        })}
      />
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t('upload.formLabel')}
        className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="flex min-w-0 flex-col gap-4">
          <DropZone onFiles={handleFiles} />
          {queue.items.length > 0 && (
            <section aria-labelledby="upload-queue-heading" className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-2">
                <h2
                  id="upload-queue-heading"
                  className="text-sm font-semibold text-zinc-900 dark:text-zinc-50"
                >
                  {t('upload.queue.title', { count: queue.items.length })}
                </h2>
                {finishedCount > 0 && (
                  <Button variant="ghost" size="sm" onClick={queue.clearFinished}>
                    {t('upload.queue.clearFinished')}
                  </Button>
                )}
              </div>
              <UploadQueueList
                items={queue.items}
                fileErrors={fileErrors}
                onCancel={queue.cancel}
                onRemove={queue.remove}
                onRetry={queue.retry}
              />
            </section>
          )}
        </div>

        <div className="flex min-w-0 flex-col gap-6 lg:sticky lg:top-20">
          <Card>
            <CardHeader>
              <CardTitle>{t('upload.options.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              {targetsQuery.isPending ? (
                <div className="flex justify-center py-8">
                  <Spinner label={t('upload.options.loadingStorage')} />
                </div>
              ) : targetsQuery.isError ? (
                <Alert tone="error">
                  {t('upload.errors.loadStorage', {
                    message: errorMessage(targetsQuery.error, t('errors.requestFailed')),
                  })}
                </Alert>
              ) : noTargets ? (
                <Alert tone="warning">
                  {principal.kind === 'admin' ? (
                    <>
                      {t('upload.options.noStorageAdmin')}{' '}
                      <Link className="font-medium underline" to={paths.adminModule('storage-config')}>
                        {t('upload.options.openStorageConfig')}
                      </Link>
                    </>
                  ) : (
                    t('upload.options.noStorageKey')
                  )}
                </Alert>
              ) : (
                <UploadOptionsForm
                  values={effectiveValues}
                  onChange={handleChange}
                  targets={targets}
                  isSlugEnabled={isSlugEnabled(queued.length)}
                  errors={showFieldErrors ? validation.fields : {}}
                  disabled={queue.isRunning}
                />
              )}
            </CardContent>
            <CardFooter className="flex-col items-stretch gap-3">
              {queued.length > 0 && validation.storage && (
                <Alert tone="error">{t(validation.storage.key, validation.storage.values)}</Alert>
              )}
              {isMissingFiles && queued.length === 0 && (
                <Alert tone="warning">{t('upload.validation.noFiles')}</Alert>
              )}
              <Button
                type="submit"
                isLoading={queue.isRunning}
                disabled={!targetsQuery.isSuccess || noTargets}
                className="w-full"
              >
                {!queue.isRunning && <UploadCloud aria-hidden="true" />}
                {queue.isRunning
                  ? t('upload.uploading')
                  : queued.length > 0
                    ? t('upload.submitCount', { count: queued.length })
                    : t('upload.submit')}
              </Button>
            </CardFooter>
          </Card>
          {recent.length > 0 && <RecentUploadsCard items={recent} />}
        </div>
      </form>
    </div>
  );
}

/** The latest three shares of this browser (spec §9), with link, copy and QR. */
function RecentUploadsCard({ items }: { items: RecentUpload[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card aria-labelledby="recent-uploads-heading">
      <CardHeader>
        <CardTitle id="recent-uploads-heading" className="flex items-center gap-2">
          <History className="size-4 text-zinc-400" aria-hidden="true" />
          {t('upload.recent.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={item.slug}>
              <p
                className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100"
                title={item.filename}
              >
                {item.filename}
              </p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {formatBytes(item.size, i18n.language)} · {formatDateTime(item.created_at, i18n.language)}
                {item.has_password ? ` · ${t('upload.recent.protected')}` : ''}
              </p>
              <ShareLinkRow slug={item.slug} name={item.filename} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
