import type { PublicFileShareDto, ShareGoneReason } from '@satchel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarClock,
  Download,
  Eye,
  ExternalLink,
  FileClock,
  FileX2,
  LockKeyhole,
  Pencil,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { LoadErrorAlert, LoadingCard } from '../../../components/ui/list-states';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { formatBytes } from '../../../lib/format-bytes';
import { PasswordInput } from '../../auth/components/password-input';
import { deleteFile } from '../api/delete-file';
import { getFileDetails } from '../api/get-file';
import { getPublicFile, verifyFilePassword } from '../api/get-public-file';
import { updateFile, type UpdateFileRequest } from '../api/update-file';
import type { EditableFileShare } from '../file-share-form';
import { fileShareLink } from '../share-link';
import { DeleteFilesDialog } from './delete-files-dialog';
import { EditFileDialog } from './edit-file-dialog';
import { FileTypeIcon } from './file-type-icon';
import { FilePreview } from './file-preview';
import { QrCodeButton } from './qr-code-dialog';

export const publicFileQueryKey = (slug: string) => ['public-file', slug] as const;

/** `/file/:slug`: one share per mount, so a new slug starts from a clean page. */
export function FileShareRoute() {
  const { slug = '' } = useParams();
  return <FileSharePage key={slug} slug={slug} />;
}

/**
 * A file share. The first GET counts a view (api.md §4.3), so it runs once: no retry, no refetch
 * on mount, focus or reconnect (design.md §4.9). Unlocking and edits update the cached answer.
 */
export function FileSharePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const share = useQuery({
    queryKey: publicFileQueryKey(slug),
    queryFn: () => getPublicFile(slug),
    staleTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (share.isPending) {
    return (
      <ShareFrame>
        <h1 className="sr-only">{t('fileShare.title', { slug })}</h1>
        <LoadingCard label={t('fileShare.loading')} />
      </ShareFrame>
    );
  }
  if (share.isError) {
    return <ShareErrorState slug={slug} error={share.error} onRetry={() => void share.refetch()} />;
  }
  if (!share.data.preview_url || !share.data.download_url)
    return <LockedShare slug={slug} share={share.data} />;
  return <UnlockedShare slug={slug} share={share.data} />;
}

function ShareFrame({ children }: { children: ReactNode }) {
  return <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">{children}</section>;
}

/** Full-page answers: 404 (unknown or deleted), 410 (expired or used up), anything else. */
function ShareErrorState({ slug, error, onRetry }: { slug: string; error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  if (status === 404 || status === 410) {
    const reason =
      (isApiError(error) ? (error.data as { reason?: ShareGoneReason } | null)?.reason : undefined) ??
      'expired';
    const isGone = status === 410;
    const Icon = isGone ? FileClock : FileX2;
    const title = !isGone
      ? t('fileShare.notFound.title')
      : reason === 'view_limit'
        ? t('fileShare.gone.viewLimitTitle')
        : t('fileShare.gone.expiredTitle');
    const description = !isGone
      ? t('fileShare.notFound.description')
      : reason === 'view_limit'
        ? t('fileShare.gone.viewLimitDescription')
        : t('fileShare.gone.expiredDescription');
    return (
      <ShareFrame>
        <Card
          className="mx-auto mt-4 flex w-full max-w-lg flex-col items-center px-6 py-12 text-center"
          data-state={isGone ? 'gone' : 'not-found'}
        >
          <span
            className={
              isGone
                ? 'mb-4 inline-flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300'
                : 'mb-4 inline-flex size-14 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400'
            }
          >
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">{title}</h1>
          <p className="mt-2 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            <Button asChild variant="outline">
              <Link to={paths.home}>{t('fileShare.goHome')}</Link>
            </Button>
            <Button asChild>
              <Link to={paths.upload}>{t('fileShare.uploadOwn')}</Link>
            </Button>
          </div>
        </Card>
      </ShareFrame>
    );
  }
  return (
    <ShareFrame>
      <h1 className="text-2xl font-semibold tracking-tight break-all text-zinc-900 dark:text-zinc-50">
        {t('fileShare.title', { slug })}
      </h1>
      <LoadErrorAlert
        message={t('fileShare.loadFailed', { message: errorMessage(error, t('errors.requestFailed')) })}
        onRetry={onRetry}
      />
    </ShareFrame>
  );
}

/** File name, type and size, the heading of every share state. */
function ShareHeading({ share, icon }: { share: PublicFileShareDto; icon?: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <div className="flex items-start gap-4">
      {icon ?? <FileTypeIcon filename={share.filename} mimetype={share.mimetype} />}
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-semibold tracking-tight break-all text-zinc-900 sm:text-2xl dark:text-zinc-50">
          {share.filename}
        </h1>
        <p className="mt-1 text-sm break-all text-zinc-500 dark:text-zinc-400">
          {formatBytes(share.size, i18n.language)} · {share.mimetype}
        </p>
      </div>
    </div>
  );
}

function ShareFacts({ share }: { share: PublicFileShareDto }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
      <Fact icon={CalendarClock} term={t('fileShare.facts.expires')}>
        {share.expires_at ? formatDateTime(share.expires_at, i18n.language) : t('fileShare.facts.never')}
      </Fact>
      <Fact icon={Eye} term={t('fileShare.facts.remainingViews')}>
        {share.max_views > 0 && share.remaining_views !== null
          ? t('fileShare.facts.remainingOf', { remaining: share.remaining_views, max: share.max_views })
          : t('fileShare.facts.unlimited')}
      </Fact>
      <Fact icon={FileClock} term={t('fileShare.facts.created')}>
        {formatDateTime(share.created_at, i18n.language)}
      </Fact>
    </dl>
  );
}

/** One icon-led term and value of ShareFacts. */
function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
      <div>
        <dt className="text-xs text-zinc-500 dark:text-zinc-400">{term}</dt>
        <dd className="font-medium text-zinc-800 dark:text-zinc-200">{children}</dd>
      </div>
    </div>
  );
}

function Remark({ remark }: { remark: string | null }) {
  const { t } = useTranslation();
  if (!remark) return null;
  return (
    <div className="rounded-lg border-s-4 border-indigo-300 bg-zinc-50 px-4 py-3 text-sm dark:border-indigo-500/60 dark:bg-zinc-800/50">
      <p className="mb-1 text-xs font-medium text-zinc-500 dark:text-zinc-400">
        {t('fileShare.facts.remark')}
      </p>
      <p className="break-words whitespace-pre-wrap text-zinc-800 dark:text-zinc-200">{remark}</p>
    </div>
  );
}

/** Metadata and the password form; the right password counts a view and returns the URLs. */
function LockedShare({ slug, share }: { slug: string; share: PublicFileShareDto }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [waitSeconds, setWaitSeconds] = useState(0);
  const verify = useMutation({
    mutationFn: (value: string) => verifyFilePassword(slug, value),
    onSuccess: (unlocked) => queryClient.setQueryData(publicFileQueryKey(slug), unlocked),
    onError: (error) => {
      if (isApiError(error) && error.status === 429) setWaitSeconds(error.retryAfterSeconds ?? 0);
    },
  });

  useEffect(() => {
    if (waitSeconds <= 0) return;
    const timer = window.setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [waitSeconds]);

  // The share went away while the form was open: show the full-page state.
  if (isApiError(verify.error) && (verify.error.status === 404 || verify.error.status === 410)) {
    return <ShareErrorState slug={slug} error={verify.error} />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('fileShare.password.required'));
      return;
    }
    setFieldError(null);
    verify.mutate(password);
  };

  const requestError =
    verify.isError && isApiError(verify.error) && verify.error.status === 429 && waitSeconds > 0
      ? t('errors.rateLimited', { seconds: waitSeconds })
      : verify.isError
        ? errorMessage(verify.error, t('errors.passwordIncorrect'))
        : null;

  return (
    <ShareFrame>
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <ShareHeading share={share} />
        <ShareFacts share={share} />
        <Remark remark={share.remark} />
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('fileShare.password.formLabel')}
          className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5 dark:border-amber-500/30 dark:bg-amber-500/5"
        >
          <div className="flex items-start gap-3">
            <LockKeyhole
              className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
              aria-hidden="true"
            />
            <div>
              <h2 className="font-semibold text-zinc-900 dark:text-zinc-50">
                {t('fileShare.password.title')}
              </h2>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {t('fileShare.password.description')}
              </p>
            </div>
          </div>
          <FormField label={t('fileShare.password.label')} error={fieldError}>
            {(control) => (
              <div className="flex flex-col gap-2 sm:flex-row">
                <PasswordInput
                  {...control}
                  name="share-password"
                  autoComplete="off"
                  autoFocus
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Button type="submit" isLoading={verify.isPending} disabled={waitSeconds > 0}>
                  {t('fileShare.password.submit')}
                </Button>
              </div>
            )}
          </FormField>
          {requestError && <Alert tone="error">{requestError}</Alert>}
        </form>
      </Card>
    </ShareFrame>
  );
}

function UnlockedShare({ slug, share }: { slug: string; share: PublicFileShareDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const link = fileShareLink(share.slug);
  const editable: EditableFileShare | null =
    share.can_edit && share.id
      ? {
          id: share.id,
          slug: share.slug,
          filename: share.filename,
          remark: share.remark,
          has_password: share.has_password,
          expires_at: share.expires_at,
          max_views: share.max_views,
          views: share.views,
        }
      : null;

  const edit = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateFileRequest }) => {
      await updateFile({ id, body });
      // Fresh signed URLs: a password change voids the old ones (api.md §4.4). Counts no view.
      return getFileDetails(id);
    },
    onSuccess: (details) => {
      const next: PublicFileShareDto = {
        ...share,
        slug: details.slug,
        filename: details.filename,
        remark: details.remark,
        has_password: details.has_password,
        expires_at: details.expires_at,
        max_views: details.max_views,
        views: details.views,
        remaining_views: details.remaining_views,
        preview_url: details.preview_url,
        download_url: details.download_url,
        urls_expire_at: details.urls_expire_at,
      };
      queryClient.setQueryData(publicFileQueryKey(details.slug), next);
      setIsEditing(false);
      toast.success(t('fileManagement.edit.done', { name: details.filename }));
      if (details.slug !== slug) void navigate(paths.file(details.slug), { replace: true });
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteFile(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: publicFileQueryKey(slug) });
      toast.success(t('fileManagement.delete.done', { name: share.filename }));
      void navigate(paths.upload);
    },
    onError: (error) => {
      setIsConfirmingDelete(false);
      toast.error(
        t('fileManagement.errors.delete', { message: errorMessage(error, t('errors.requestFailed')) }),
      );
    },
  });

  return (
    <ShareFrame>
      <Card className="flex flex-col gap-6 p-5 sm:p-6">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <ShareHeading share={share} />
          {share.has_password && (
            <Badge tone="warning" className="self-start">
              <LockKeyhole className="size-3" aria-hidden="true" />
              {t('fileShare.protected')}
            </Badge>
          )}
        </div>
        <ShareFacts share={share} />
        <Remark remark={share.remark} />
        <div className="flex flex-wrap items-center gap-2 border-t border-zinc-100 pt-5 dark:border-zinc-800">
          <Button asChild>
            <a href={share.download_url} download={share.filename} rel="noopener noreferrer">
              <Download aria-hidden="true" />
              {t('fileShare.actions.download')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={share.preview_url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('fileShare.actions.openInNewTab')}
            </a>
          </Button>
          <CopyButton
            value={link}
            label={t('fileShare.actions.copyLink')}
            text={t('fileShare.actions.copyLinkShort')}
            variant="outline"
            size="md"
          />
          <QrCodeButton
            value={link}
            title={share.filename}
            label={t('fileShare.actions.qr')}
            text={t('fileShare.actions.qrShort')}
            variant="outline"
            size="md"
          />
          {editable && (
            <div className="flex gap-2 sm:ms-auto">
              <Button
                variant="ghost"
                onClick={() => {
                  edit.reset();
                  setIsEditing(true);
                }}
              >
                <Pencil aria-hidden="true" />
                {t('fileShare.actions.edit')}
              </Button>
              <Button
                variant="ghost"
                className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10"
                onClick={() => setIsConfirmingDelete(true)}
              >
                <Trash2 aria-hidden="true" />
                {t('fileShare.actions.delete')}
              </Button>
            </div>
          )}
        </div>
      </Card>

      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
          {t('fileShare.preview.title')}
        </h2>
        <FilePreview
          source={{
            filename: share.filename,
            mimetype: share.mimetype,
            size: share.size,
            previewUrl: share.preview_url ?? '',
          }}
        />
      </Card>

      {editable && (
        <EditFileDialog
          share={isEditing ? editable : null}
          onOpenChange={(open) => !open && setIsEditing(false)}
          isSubmitting={edit.isPending}
          submitError={
            edit.error
              ? t('fileManagement.errors.update', {
                  message: errorMessage(edit.error, t('errors.requestFailed')),
                })
              : null
          }
          onSubmit={(body) => edit.mutate({ id: editable.id, body })}
        />
      )}
      {editable && (
        <DeleteFilesDialog
          names={isConfirmingDelete ? [share.filename] : null}
          isDeleting={remove.isPending}
          onConfirm={() => remove.mutate(editable.id)}
          onCancel={() => setIsConfirmingDelete(false)}
        />
      )}
    </ShareFrame>
  );
}
