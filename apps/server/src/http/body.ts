import type { Context } from 'hono';
import { bodyTooLargeError } from '../lib/app-error.js';

/**
 * Reads the request body as UTF-8 text, counting the bytes actually received (api.md §1.5):
 * a declared Content-Length over `limitBytes` gets 413 before anything is read, and a body that
 * grows past the limit while streaming (chunked, or a lying client) gets 413 as soon as it does.
 */
export async function readBodyText(c: Context, limitBytes: number): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limitBytes) throw bodyTooLargeError(limitBytes);
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLargeError(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, received).toString('utf8');
}
