import type { Envelope, ErrorCode } from '@satchel/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** api.md §1.1: JSON bodies are `application/json; charset=utf-8`. */
const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8' };

/** 200 with `{ code: 200, message, data, success: true }` (api.md §1.2). */
export function ok<T>(c: Context, data: T, message = 'success') {
  return c.json({ code: 200, message, data, success: true } satisfies Envelope<T>, 200, JSON_HEADERS);
}

/** 201 for creations. */
export function created<T>(c: Context, data: T, message = 'created') {
  return c.json({ code: 201, message, data, success: true } satisfies Envelope<T>, 201, JSON_HEADERS);
}

/** 202 for a batch with at least one failed item; per-item results in `data`. */
export function accepted<T>(c: Context, data: T, message = 'completed with failures') {
  return c.json({ code: 202, message, data, success: true } satisfies Envelope<T>, 202, JSON_HEADERS);
}

/** The error envelope `{ code, error, message, data, success: false }`, `code` equal to the status. */
export function errorEnvelope(
  c: Context,
  status: ContentfulStatusCode,
  error: ErrorCode,
  message: string,
  data: unknown = null,
) {
  return c.json(
    { code: status, error, message, data, success: false } satisfies Envelope,
    status,
    JSON_HEADERS,
  );
}
