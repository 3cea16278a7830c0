import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FilePreview } from './file-preview';

// The renderers at the edge of this feature are replaced by recorders: the shared Markdown view
// and pdf.js (which needs a real canvas). The preview's job is to feed them the fetched bytes.
const pdf = vi.hoisted(() => ({
  getDocument: vi.fn(),
  render: vi.fn(),
}));

vi.mock('../../markdown/components/markdown-view', () => ({
  MarkdownView: ({ source }: { source: string }) => <div data-testid="markdown-view">{source}</div>,
}));

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: pdf.getDocument,
}));

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));

const PREVIEW_URL = 'http://localhost:3000/api/public/files/abc/preview?token=t';

beforeEach(() => {
  pdf.getDocument.mockReset();
  pdf.render.mockReset();
});

describe('FilePreview', () => {
  it('hands Markdown files to the shared <MarkdownView>', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('# Notes\n\n<b>raw</b>', { status: 200 })),
    );
    renderWithProviders(
      <FilePreview
        source={{ filename: 'NOTES.md', mimetype: 'text/markdown', size: 20, previewUrl: PREVIEW_URL }}
      />,
    );
    const view = await screen.findByTestId('markdown-view');
    expect(view.textContent).toBe('# Notes\n\n<b>raw</b>');
  });

  it('draws PDFs with pdf.js from the fetched bytes, one canvas per page', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45]); // %PDF-
    const fetch = vi.fn(async () => new Response(bytes, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const page = {
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: (params: unknown) => {
        pdf.render(params);
        return { promise: Promise.resolve(), cancel: vi.fn() };
      },
    };
    pdf.getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 2, getPage: async () => page, destroy: vi.fn() }),
    });
    renderWithProviders(
      <FilePreview
        source={{ filename: 'paper.pdf', mimetype: 'application/pdf', size: 5, previewUrl: PREVIEW_URL }}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Page 2' }, { timeout: 5000 })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(PREVIEW_URL, expect.objectContaining({ method: 'GET' }));
    const [options] = pdf.getDocument.mock.calls[0] as [{ data: Uint8Array; isEvalSupported: boolean }];
    expect([...options.data]).toEqual([...bytes]);
    expect(options.isEvalSupported).toBe(false);
    await waitFor(() => expect(pdf.render).toHaveBeenCalledTimes(2));
    expect(document.querySelector('iframe, embed, object')).toBeNull();
  });

  it('plays audio and video in native elements from the preview URL', () => {
    const { container } = renderWithProviders(
      <>
        <FilePreview
          source={{ filename: 'a.mp3', mimetype: 'audio/mpeg', size: 5, previewUrl: PREVIEW_URL }}
        />
        <FilePreview
          source={{ filename: 'v.mp4', mimetype: 'video/mp4', size: 5, previewUrl: PREVIEW_URL }}
        />
      </>,
    );
    expect(container.querySelector('audio')?.getAttribute('src')).toBe(PREVIEW_URL);
    expect(container.querySelector('video')?.getAttribute('src')).toBe(PREVIEW_URL);
  });

  it('replaces an image the browser cannot decode with a note instead of a broken icon', () => {
    renderWithProviders(
      <FilePreview
        source={{ filename: 'photo.png', mimetype: 'image/png', size: 20, previewUrl: PREVIEW_URL }}
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'photo.png' }));
    expect(screen.queryByRole('img', { name: 'photo.png' })).toBeNull();
    expect(screen.getByText('This file could not be shown here')).toBeTruthy();
  });

  it('replaces a video it cannot play with the same note', () => {
    const { container } = renderWithProviders(
      <FilePreview
        source={{ filename: 'clip.mov', mimetype: 'video/quicktime', size: 20, previewUrl: PREVIEW_URL }}
      />,
    );
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    fireEvent.error(video as HTMLVideoElement);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('This file could not be shown here')).toBeTruthy();
  });

  it('asks for the first 2 MB only of a large text file and says it was cut', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('a'.repeat(100), { status: 206 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(
      <FilePreview
        source={{
          filename: 'big.log',
          mimetype: 'text/plain',
          size: 50 * 1024 * 1024,
          previewUrl: PREVIEW_URL,
        }}
      />,
    );
    expect(await screen.findByText(/Only the first 2 MB are shown/)).toBeTruthy();
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>).Range).toBe('bytes=0-2097151');
  });
});
