import type { Context } from 'hono';
import { bodyTooLargeError } from '../lib/app-error.js';
import type { AppEnv } from './app-env.js';
import { requestBodyStream } from './upload-stream.js';

/**
 * Reads the request body as UTF-8 text, counting the bytes actually received (api.md §1.5):
 * a declared Content-Length over `limitBytes` gets 413 before anything is read, and a body that
 * grows past the limit while streaming (chunked, or a lying client) gets 413 as soon as it does.
 * Under @hono/node-server it reads the Node request directly: going through the Web stream wrapper
 * cost several times the handler's own work on small JSON bodies (bench/suites/pastes.mjs).
 */
export async function readBodyText(c: Context, limitBytes: number): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > limitBytes) throw bodyTooLargeError(limitBytes);
  const stream = requestBodyStream(c as Context<AppEnv>);
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    received += buffer.byteLength;
    if (received > limitBytes) {
      stream.destroy();
      throw bodyTooLargeError(limitBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, received).toString('utf8');
}
