import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiClient, errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format-bytes';
import {
  HIGHLIGHT_MAX_BYTES,
  selectPreviewKind,
  TEXT_PREVIEW_MAX_BYTES,
  type PreviewKind,
} from '../preview-kind';

// Heavy renderers are separate chunks, fetched only when a share needs them.
const PdfPreview = lazy(() => import('./pdf-preview'));
const CodeView = lazy(() => import('./code-view'));
const MarkdownPreview = lazy(() => import('./markdown-preview'));

export interface PreviewSource {
  filename: string;
  mimetype: string;
  size: number;
  /** Signed inline URL (api.md §3.4). */
  previewUrl: string;
}

/** The preview of a file share, chosen by type (images, media, PDF, text, Markdown, else none). */
export function FilePreview({ source }: { source: PreviewSource }) {
  const kind = selectPreviewKind(source.filename, source.mimetype);
  return (
    <div data-preview-kind={kind.kind}>
      <PreviewBody source={source} kind={kind} />
    </div>
  );
}

function LoadingPreview() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-12">
      <Spinner label={t('fileShare.preview.loading')} />
    </div>
  );
}

function PreviewBody({ source, kind }: { source: PreviewSource; kind: PreviewKind }) {
  const { t } = useTranslation();
  switch (kind.kind) {
    case 'image':
    case 'video':
    case 'audio':
      return <MediaPreview source={source} kind={kind.kind} />;
    case 'pdf':
      return (
        <Suspense fallback={<LoadingPreview />}>
          <PdfPreview url={source.previewUrl} title={source.filename} />
        </Suspense>
      );
    case 'markdown':
    case 'text':
      return <TextPreview source={source} kind={kind} />;
    case 'none':
      return (
        <NoPreview
          title={t('fileShare.preview.noneTitle')}
          description={t('fileShare.preview.noneDescription')}
        />
      );
  }
}

/**
 * Images, video and audio straight from the signed URL. A file the browser cannot decode (a
 * corrupt image, an unsupported codec) shows a note instead of a broken-image icon or a dead player.
 */
function MediaPreview({ source, kind }: { source: PreviewSource; kind: 'image' | 'video' | 'audio' }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === source.previewUrl) {
    return (
      <NoPreview
        title={t('fileShare.preview.mediaFailedTitle')}
        description={t('fileShare.preview.noneDescription')}
      />
    );
  }
  const handleError = () => setFailedUrl(source.previewUrl);
  if (kind === 'image') {
    return (
      <div className="flex justify-center rounded-lg bg-[repeating-conic-gradient(#f4f4f5_0%_25%,#fff_0%_50%)] bg-[length:20px_20px] p-2 dark:bg-[repeating-conic-gradient(#27272a_0%_25%,#18181b_0%_50%)]">
        <img
          src={source.previewUrl}
          alt={source.filename}
          className="max-h-[70vh] max-w-full object-contain"
          referrerPolicy="no-referrer"
          onError={handleError}
        />
      </div>
    );
  }
  if (kind === 'video') {
    return (
      <video
        src={source.previewUrl}
        controls
        preload="metadata"
        aria-label={source.filename}
        className="max-h-[70vh] w-full rounded-lg bg-black"
        onError={handleError}
      />
    );
  }
  return (
    <audio
      src={source.previewUrl}
      controls
      preload="metadata"
      aria-label={source.filename}
      className="w-full"
      onError={handleError}
    />
  );
}

export function NoPreview({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700">
      <FileQuestion className="mb-3 size-8 text-zinc-400" aria-hidden="true" />
      <p className="font-medium text-zinc-800 dark:text-zinc-200">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
    </div>
  );
}

interface LoadedText {
  text: string;
  isTruncated: boolean;
  isBinary: boolean;
}

/** Reads at most TEXT_PREVIEW_MAX_BYTES of a share (a Range request); the preview never counts a view. */
async function loadShareText(url: string, size: number, signal: AbortSignal): Promise<LoadedText> {
  const isCut = size > TEXT_PREVIEW_MAX_BYTES;
  const bytes = await apiClient.fetchBytes(url, {
    signal,
    ...(isCut ? { range: { start: 0, end: TEXT_PREVIEW_MAX_BYTES - 1 } } : {}),
  });
  const view = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, TEXT_PREVIEW_MAX_BYTES));
  // A NUL byte early on means the "text" is really binary.
  const isBinary = view.subarray(0, 8000).includes(0);
  return {
    text: isBinary ? '' : new TextDecoder('utf-8').decode(view),
    isTruncated: isCut || bytes.byteLength > TEXT_PREVIEW_MAX_BYTES,
    isBinary,
  };
}

function TextPreview({
  source,
  kind,
}: {
  source: PreviewSource;
  kind: Extract<PreviewKind, { kind: 'text' } | { kind: 'markdown' }>;
}) {
  const { t, i18n } = useTranslation();
  const text = useQuery({
    queryKey: ['share-text', source.previewUrl],
    queryFn: ({ signal }) => loadShareText(source.previewUrl, source.size, signal),
    staleTime: Infinity,
  });
  if (text.isPending) return <LoadingPreview />;
  if (text.isError) {
    return (
      <Alert tone="error">
        {t('fileShare.preview.textFailed', { message: errorMessage(text.error, t('errors.requestFailed')) })}
      </Alert>
    );
  }
  if (text.data.isBinary) {
    return (
      <NoPreview
        title={t('fileShare.preview.binaryTitle')}
        description={t('fileShare.preview.noneDescription')}
      />
    );
  }
  const isMarkup = kind.kind === 'text' && kind.isMarkup;
  return (
    <div className="flex flex-col gap-3">
      {isMarkup && <Alert tone="info">{t('fileShare.preview.markupAsSource')}</Alert>}
      {text.data.isTruncated && (
        <Alert tone="warning">
          {t('fileShare.preview.truncated', { size: formatBytes(TEXT_PREVIEW_MAX_BYTES, i18n.language) })}
        </Alert>
      )}
      <Suspense fallback={<PlainText text={text.data.text} />}>
        {kind.kind === 'markdown' ? (
          <MarkdownPreview source={text.data.text} />
        ) : (
          <CodeView
            text={text.data.text}
            language={text.data.text.length > HIGHLIGHT_MAX_BYTES ? null : kind.language}
          />
        )}
      </Suspense>
    </div>
  );
}

/** Shown while the highlighter loads, so the text is readable at once. */
function PlainText({ text }: { text: string }) {
  return (
    <pre className="max-h-[70vh] overflow-auto rounded-lg bg-zinc-50 p-4 font-mono text-[13px] leading-relaxed text-zinc-800 ring-1 ring-zinc-200 dark:bg-zinc-950 dark:text-zinc-200 dark:ring-zinc-800">
      <code>{text}</code>
    </pre>
  );
}
