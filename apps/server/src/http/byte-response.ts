import { resolveContentPolicy } from '../lib/content-types.js';
import { AppError } from '../lib/app-error.js';
import type { ByteRange, GetResult, ObjectInfo } from '../storage/storage-driver.js';
import { buildContentDisposition, userContentHeaders } from './user-content.js';
import { toWebStream } from './web-stream.js';

/*
 * Streams a stored object as user content (api.md §5.6): single `Range` requests (206, or 416 when
 * unsatisfiable), HEAD without a body, the §5.6 headers and the inline allowlist.
 */

export type RangeRequest = { kind: 'none' } | { kind: 'range'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Parses a `Range` header against `size`. Only one `bytes=` range is honoured; anything else
 * (several ranges, other units, garbage) is ignored and the whole body is sent, as RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'none' };
  if (size === 0) return { kind: 'none' };
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'none' };
  return { kind: 'range', range: { start, end } };
}

export interface ByteResponseInput {
  method: string;
  rangeHeader: string | undefined;
  object: ObjectInfo;
  open: (range: ByteRange | undefined) => Promise<GetResult | null>;
  contentType: string | null;
  disposition: 'inline' | 'attachment';
  filename: string;
}

/** Builds the Response; a vanished object gets 404 (JSON, before any byte). */
export async function buildByteResponse(input: ByteResponseInput): Promise<Response> {
  const { object } = input;
  const policy = resolveContentPolicy(input.contentType ?? object.contentType, input.disposition);
  const headers = new Headers({
    'Content-Type': policy.contentType,
    'Content-Disposition': buildContentDisposition(policy.disposition, input.filename),
    'Accept-Ranges': 'bytes',
    ETag: object.etag,
    'Last-Modified': object.lastModified.toUTCString(),
    'Cache-Control': 'private, no-store',
    ...userContentHeaders(),
  });
  const request = parseRangeHeader(input.rangeHeader, object.size);
  if (request.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${object.size}`);
    headers.delete('Content-Disposition');
    return new Response(null, { status: 416, headers });
  }
  const range = request.kind === 'range' ? request.range : undefined;
  const length = range ? range.end - range.start + 1 : object.size;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  const status = range ? 206 : 200;
  if (input.method === 'HEAD') return new Response(null, { status, headers });
  const opened = await input.open(range);
  if (!opened) throw new AppError('NOT_FOUND', 'file not found');
  const body = toWebStream(opened.stream);
  return new Response(body, { status, headers });
}
