import { ERROR_CODES, type ErrorCode } from '@satchel/shared';

/**
 * The one error type of the server (design.md §4.4). Every layer throws it; `http/on-error.ts` turns
 * it into the envelope. It lives in lib/ because services and vfs throw it, not only HTTP code.
 *
 * `new AppError('NAME_TAKEN', 'name already taken')` uses the status listed for the code;
 * `new AppError('INTERNAL', 500, 'health check failed', { status: 'error' })` names it explicitly.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: Record<string, unknown> | null;

  constructor(code: ErrorCode, message: string, data?: Record<string, unknown> | null);
  constructor(code: ErrorCode, status: number, message: string, data?: Record<string, unknown> | null);
  constructor(
    code: ErrorCode,
    statusOrMessage: number | string,
    messageOrData?: string | Record<string, unknown> | null,
    data?: Record<string, unknown> | null,
  ) {
    const hasStatus = typeof statusOrMessage === 'number';
    const message = hasStatus ? String(messageOrData ?? code) : statusOrMessage;
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = hasStatus ? statusOrMessage : ERROR_CODES[code];
    this.data = (hasStatus ? data : (messageOrData as Record<string, unknown> | null | undefined)) ?? null;
  }
}

/** 400 VALIDATION_FAILED about one request field (`data.field`). */
export function validationError(field: string | null, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { field });
}

/** 404 NOT_FOUND with a message naming what was looked for. */
export function notFoundError(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`);
}

/** 413 TOO_LARGE for a body over `limitBytes` (api.md §1.5). */
export function bodyTooLargeError(limitBytes: number): AppError {
  return new AppError('TOO_LARGE', `request body exceeds ${limitBytes} bytes`, {
    reason: 'body',
    limit_bytes: limitBytes,
  });
}

/** 429 RATE_LIMITED; the error mapper copies `retry_after` into the `Retry-After` header. */
export function rateLimitedError(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', `too many failed attempts, retry in ${retryAfterSeconds} s`, {
    retry_after: retryAfterSeconds,
  });
}
