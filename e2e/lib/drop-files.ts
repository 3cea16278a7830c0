import type { Page } from 'playwright-core';

/** A file made inside the page: text, a PNG drawn on a canvas, or `bytes` bytes of filler. */
export type DroppedFile =
  | { name: string; type: string; text: string }
  | { name: string; type: 'image/png'; png: { width: number; height: number } }
  | { name: string; type: string; bytes: number };

/**
 * Builds the files in the page and drops them on the upload drop zone the way a browser does:
 * dragenter, dragover and drop carrying one DataTransfer.
 */
export async function dropFiles(page: Page, files: DroppedFile[]): Promise<void> {
  await page.evaluate(async (specs) => {
    const transfer = new DataTransfer();
    for (const spec of specs) {
      let blob: Blob;
      if ('text' in spec) {
        blob = new Blob([spec.text], { type: spec.type });
      } else if ('png' in spec) {
        const canvas = document.createElement('canvas');
        canvas.width = spec.png.width;
        canvas.height = spec.png.height;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        const gradient = context.createLinearGradient(0, 0, canvas.width, canvas.height);
        gradient.addColorStop(0, '#6366f1');
        gradient.addColorStop(1, '#ec4899');
        context.fillStyle = gradient;
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.fillStyle = '#ffffff';
        context.font = 'bold 32px sans-serif';
        context.fillText(spec.name, 16, canvas.height / 2);
        blob = await new Promise<Blob>((resolve, reject) =>
          canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('toBlob failed'))), 'image/png'),
        );
      } else {
        blob = new Blob([new Uint8Array(spec.bytes).fill(7)], { type: spec.type });
      }
      transfer.items.add(new File([blob], spec.name, { type: spec.type }));
    }
    const zone = document.querySelector('[role="region"][aria-label="Drop zone"]');
    if (!zone) throw new Error('no drop zone on the page');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, files);
}
