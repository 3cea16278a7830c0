import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import PdfPreview from './pdf-preview';

// pdf.js needs a real canvas and worker; a recorder stands in for it. What matters here is what
// the preview asks pdf.js for.
const pdf = vi.hoisted(() => ({ getDocument: vi.fn() }));

vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: pdf.getDocument,
}));

vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));

const PREVIEW_URL = 'http://localhost:3000/api/public/files/abc/preview?token=t';

interface GetDocumentOptions {
  cMapUrl?: string;
  cMapPacked?: boolean;
  standardFontDataUrl?: string;
  wasmUrl?: string;
  iccUrl?: string;
}

let pageBefore: string;
beforeEach(() => {
  pdf.getDocument.mockReset();
  pageBefore = window.location.href;
});
afterEach(() => {
  window.history.replaceState(null, '', pageBefore);
});

describe('PdfPreview', () => {
  it('points pdf.js at the character maps and standard fonts shipped with the build', async () => {
    // A share page several segments deep: the data URLs must still start at the app's base.
    window.history.replaceState(null, '', '/file/abc123');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70, 45]), { status: 200 })),
    );
    pdf.getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 0, getPage: vi.fn(), destroy: vi.fn() }),
    });

    renderWithProviders(<PdfPreview url={PREVIEW_URL} title="paper.pdf" />);

    expect(await screen.findByRole('document', { name: 'paper.pdf' })).toBeTruthy();
    expect(pdf.getDocument).toHaveBeenCalledTimes(1);
    const [options] = pdf.getDocument.mock.calls[0] as [GetDocumentOptions];
    const origin = window.location.origin;
    expect(options.cMapUrl).toBe(`${origin}/pdfjs/cmaps/`);
    expect(options.cMapPacked).toBe(true);
    expect(options.standardFontDataUrl).toBe(`${origin}/pdfjs/standard_fonts/`);
    expect(options.wasmUrl).toBe(`${origin}/pdfjs/wasm/`);
    expect(options.iccUrl).toBe(`${origin}/pdfjs/iccs/`);
  });
});
