import type { PublicPasteView } from '@satchel/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Pencil, QrCode, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { usePrincipal } from '../../auth/hooks/use-principal';
import { SPLIT_VIEW_QUERY, useMediaQuery } from '../../editor/hooks/use-media-query';
import { findAnchorTarget, MarkdownContent } from '../../markdown/components/markdown-content';
import { MarkdownOutline } from '../../markdown/components/markdown-outline';
import { useRenderedMarkdown } from '../../markdown/hooks/use-rendered-markdown';
import type { MarkdownHeading } from '../../markdown/lib/markdown-plugins';
import { useDeletePaste } from '../api/delete-pastes';
import { managementAreaOf } from '../api/management-area';
import { hasContent, publicPasteQueryKey, usePublicPaste } from '../api/public-paste';
import { shareableRawLink, shareLink } from '../lib/share-links';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasteEditPanel } from './paste-edit-panel';
import { PastePasswordForm } from './paste-password-form';
import { PasteModeTabs, type PasteDisplayMode } from './paste-mode-tabs';
import { PasteStatusPage } from './paste-status-page';
import { ShareMeta } from './share-meta';
import { ShareQrDialog } from './share-qr-dialog';

/**
 * `/paste/:slug`. The first read counts a view, so it happens once (usePublicPaste); a protected
 * share shows the password form; 404 and 410 get full-page messages.
 */
export function PasteViewPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const paste = usePublicPaste(slug);
  const [fatalError, setFatalError] = useState<unknown>(null);

  if (fatalError) return <PasteStatusPage error={fatalError} />;
  if (paste.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('paste.view.loading')} />
      </div>
    );
  }
  if (paste.isError) {
    return (
      <PasteStatusPage
        error={paste.error}
        onRetry={() => void paste.refetch()}
        isRetrying={paste.isFetching}
      />
    );
  }
  if (!hasContent(paste.data)) return <PastePasswordForm paste={paste.data} onFatalError={setFatalError} />;
  return <PasteDocument paste={paste.data} />;
}

function PasteDocument({ paste }: { paste: PublicPasteView }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const principal = usePrincipal();
  const area = managementAreaOf(principal);
  const deletePaste = useDeletePaste();
  const [mode, setMode] = useState<PasteDisplayMode>('rendered');
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [qrLink, setQrLink] = useState<string | null>(null);
  const { rendered, hasFailed } = useRenderedMarkdown(paste.content);

  const link = shareLink(paste);
  const rawLink = shareableRawLink(paste);
  const canEdit = paste.can_edit && paste.id !== undefined && area !== null;
  const headings = rendered?.headings ?? [];
  const isWide = useMediaQuery(SPLIT_VIEW_QUERY);
  const scrollToHeading = (heading: MarkdownHeading) =>
    findAnchorTarget(document.body, heading.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  const handleDelete = () => {
    if (!paste.id || !area) return;
    deletePaste.mutate(
      { area, id: paste.id },
      {
        onSuccess: () => {
          toast.success(t('paste.view.delete.done'));
          setIsDeleteOpen(false);
          void navigate(paths.home);
          queryClient.removeQueries({ queryKey: publicPasteQueryKey(paste.slug) });
        },
        onError: (error) => {
          toast.error(
            t('paste.view.delete.failed', { message: errorMessage(error, t('errors.requestFailed')) }),
          );
        },
      },
    );
  };

  if (isEditing && canEdit && paste.id && area) {
    return <PasteEditPanel paste={paste} id={paste.id} area={area} onDone={() => setIsEditing(false)} />;
  }

  return (
    <article className="flex flex-col gap-5" aria-labelledby="paste-title">
      <header className="flex flex-col gap-3">
        <div className="min-w-0">
          <h1
            id="paste-title"
            className="text-2xl font-semibold tracking-tight break-words text-zinc-900 dark:text-zinc-50"
          >
            {paste.remark || paste.slug}
          </h1>
          <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">
            {paste.remark && <span className="me-2 font-mono">{paste.slug}</span>}
            {t('paste.meta.created', { date: formatDateTime(paste.created_at, i18n.language) })}
          </p>
        </div>
        <ShareMeta
          expiresAt={paste.expires_at}
          maxViews={paste.max_views}
          views={paste.views}
          remainingViews={paste.remaining_views}
          hasPassword={paste.has_password}
        />
        <div className="flex flex-wrap items-center gap-2">
          <PasteModeTabs value={mode} onValueChange={setMode} />
          <div className="flex flex-wrap items-center gap-1.5">
            <CopyButton
              value={paste.content}
              label={t('paste.actions.copyContent')}
              text={t('paste.actions.copyContent')}
              variant="outline"
            />
            <CopyButton
              value={link}
              label={t('paste.actions.copyLink')}
              text={t('paste.actions.copyLink')}
              variant="outline"
            />
            {rawLink && (
              <>
                <CopyButton
                  value={rawLink}
                  label={t('paste.actions.copyRawLink')}
                  text={t('paste.actions.copyRawLink')}
                  variant="outline"
                  title={t('paste.view.rawLinkNote')}
                />
                <Button variant="outline" size="icon-sm" asChild>
                  <a
                    href={rawLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('paste.actions.openRaw')}
                    title={t('paste.actions.openRaw')}
                  >
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
              </>
            )}
            <Button
              variant="outline"
              size="icon-sm"
              onClick={() => setQrLink(link)}
              aria-label={t('paste.actions.qr')}
              title={t('paste.actions.qr')}
            >
              <QrCode aria-hidden="true" />
            </Button>
            {canEdit && (
              <>
                <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
                  <Pencil aria-hidden="true" />
                  {t('paste.actions.edit')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
                  onClick={() => setIsDeleteOpen(true)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('paste.actions.delete')}
                </Button>
              </>
            )}
          </div>
        </div>
      </header>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <Card className="min-w-0 px-5 py-6 sm:px-8 sm:py-8" aria-label={t('paste.view.documentLabel')}>
          {mode === 'source' || (hasFailed && !rendered) ? (
            <pre className="markdown-source">{paste.content}</pre>
          ) : rendered ? (
            <MarkdownContent rendered={rendered} />
          ) : (
            <Spinner label={t('markdown.rendering')} />
          )}
        </Card>
        {mode === 'rendered' && headings.length > 0 && (
          <aside className="max-lg:order-first">
            {isWide ? (
              <MarkdownOutline
                headings={headings}
                className="sticky top-24 max-h-[calc(100dvh-8rem)] rounded-xl border border-zinc-200 bg-white p-2 dark:border-zinc-800 dark:bg-zinc-900"
                onSelect={scrollToHeading}
              />
            ) : (
              <details className="rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
                <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-zinc-700 dark:text-zinc-300">
                  {t('markdown.outline')}
                </summary>
                <MarkdownOutline
                  headings={headings}
                  className="max-h-72 border-t border-zinc-100 p-2 dark:border-zinc-800"
                  onSelect={scrollToHeading}
                />
              </details>
            )}
          </aside>
        )}
      </div>

      <ShareQrDialog link={qrLink} fileName={`paste-${paste.slug}-qr`} onClose={() => setQrLink(null)} />
      <ConfirmDialog
        open={isDeleteOpen}
        title={t('paste.view.delete.title')}
        description={t('paste.view.delete.description', { slug: paste.slug })}
        confirmLabel={t('common.delete')}
        isPending={deletePaste.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleteOpen(false)}
      />
    </article>
  );
}
