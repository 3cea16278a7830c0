import type { PDFDocumentProxy } from 'pdfjs-dist';
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { apiClient, errorMessage } from '../../../lib/api-client';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages drawn at first; more on request, so a long document does not stall the page. */
const PAGES_PER_STEP = 10;
const MAX_RENDER_WIDTH_PX = 1200;

/**
 * Where the build ships pdf.js's character maps (CJK and other CID fonts), standard fonts (PDFs
 * that name Helvetica, Times… without embedding them), image decoders (JPEG 2000 and JBIG2 as
 * WebAssembly) and ICC colour profiles: `<base>pdfjs/…/`, copied and served in dev by
 * the pdfjs-assets plugin in vite.config.ts. Absolute, with the trailing slash pdf.js requires, since
 * pdf.js may fetch them from its worker, whose own URL is not the page's.
 */
function pdfjsDataUrls(): { cMapUrl: string; standardFontDataUrl: string; wasmUrl: string; iccUrl: string } {
  const at = (folder: string) =>
    new URL(`${import.meta.env.BASE_URL}pdfjs/${folder}/`, document.baseURI).href;
  return {
    cMapUrl: at('cmaps'),
    standardFontDataUrl: at('standard_fonts'),
    wasmUrl: at('wasm'),
    iccUrl: at('iccs'),
  };
}

/**
 * A PDF drawn by pdf.js from fetched bytes (api.md §5.6: built-in viewers may refuse sandboxed
 * documents, and user content is never framed with scripts). This module is its own lazy chunk.
 */
export default function PdfPreview({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; doc: PDFDocumentProxy }
  >({ status: 'loading' });
  const [shownPages, setShownPages] = useState(PAGES_PER_STEP);

  useEffect(() => {
    const controller = new AbortController();
    let loaded: PDFDocumentProxy | null = null;
    (async () => {
      try {
        const bytes = await apiClient.fetchBytes(url, { signal: controller.signal });
        const task = getDocument({
          data: new Uint8Array(bytes),
          isEvalSupported: false,
          cMapPacked: true,
          ...pdfjsDataUrls(),
        });
        loaded = await task.promise;
        if (controller.signal.aborted) {
          void loaded.destroy();
          return;
        }
        setState({ status: 'ready', doc: loaded });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: errorMessage(error, t('fileShare.preview.pdfFailed')) });
      }
    })();
    return () => {
      controller.abort();
      if (loaded) void loaded.destroy();
    };
  }, [url, t]);

  if (state.status === 'loading') {
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('fileShare.preview.loadingPdf')} />
      </div>
    );
  }
  if (state.status === 'error') return <Alert tone="error">{state.message}</Alert>;

  const pageCount = state.doc.numPages;
  const visible = Math.min(pageCount, shownPages);
  return (
    <div className="flex flex-col items-center gap-4" role="document" aria-label={title}>
      <p className="self-start text-xs text-zinc-500 dark:text-zinc-400">
        {t('fileShare.preview.pageCount', { count: pageCount })}
      </p>
      {Array.from({ length: visible }, (_, index) => (
        <PdfPage key={index} doc={state.doc} pageNumber={index + 1} />
      ))}
      {visible < pageCount && (
        <Button variant="outline" onClick={() => setShownPages((count) => count + PAGES_PER_STEP)}>
          {t('fileShare.preview.morePages', { count: Math.min(PAGES_PER_STEP, pageCount - visible) })}
        </Button>
      )}
    </div>
  );
}

function PdfPage({ doc, pageNumber }: { doc: PDFDocumentProxy; pageNumber: number }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let isCurrent = true;
    let cancelRender: (() => void) | undefined;
    (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        if (!isCurrent) return;
        const cssWidth = Math.min(canvas.parentElement?.clientWidth || 800, MAX_RENDER_WIDTH_PX);
        const base = page.getViewport({ scale: 1 });
        const pixelRatio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (cssWidth / base.width) * pixelRatio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / pixelRatio)}px`;
        canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
        const task = page.render({ canvas, viewport });
        cancelRender = () => task.cancel();
        await task.promise;
      } catch (error) {
        if (isCurrent && !(error instanceof Error && error.name === 'RenderingCancelledException'))
          setFailed(true);
      }
    })();
    return () => {
      isCurrent = false;
      cancelRender?.();
    };
  }, [doc, pageNumber]);

  return (
    <div className="w-full max-w-[1200px]">
      {failed ? (
        <Alert tone="error">{t('fileShare.preview.pageFailed', { page: pageNumber })}</Alert>
      ) : (
        <canvas
          ref={canvasRef}
          aria-label={t('fileShare.preview.pageLabel', { page: pageNumber })}
          role="img"
          className="mx-auto h-auto max-w-full rounded-sm bg-white shadow-md ring-1 ring-zinc-200 dark:ring-zinc-700"
        />
      )}
    </div>
  );
}
