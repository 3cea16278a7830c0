import type { ErrorCode } from '@satchel/shared';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../lib/app-error.js';
import type { Logger } from '../lib/logger.js';
import type { AppEnv } from './app-env.js';
import { errorEnvelope } from './envelope.js';

const GENERIC_500_MESSAGE = 'internal server error';

/** Codes for Hono's own HTTPExceptions, which only carry a status. */
const CODE_FOR_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * Fills in the `data` each status promises (api.md §1.2) so clients can rely on it: 400 `{ field }`,
 * 413 `{ reason, limit_bytes }`, 429 `{ retry_after }`.
 */
function shapeErrorData(status: number, data: Record<string, unknown> | null): unknown {
  if (status === 400) return { field: null, ...data };
  return data;
}

/**
 * The one error mapper (design.md §4.4): AppError → its envelope; anything else is logged and
 * answered with a generic 500 so internal details never reach clients.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) return renderAppError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      const code = CODE_FOR_STATUS[error.status] ?? 'VALIDATION_FAILED';
      return renderAppError(c, new AppError(code, error.status, error.message || code));
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return errorEnvelope(c, 500, 'INTERNAL', GENERIC_500_MESSAGE);
  };
}

function renderAppError(c: Context, error: AppError) {
  const status = error.status as ContentfulStatusCode;
  if (error.code === 'RATE_LIMITED') {
    const retryAfter = Number(error.data?.retry_after);
    if (Number.isFinite(retryAfter)) c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
  }
  return errorEnvelope(c, status, error.code, error.message, shapeErrorData(status, error.data));
}

/**
 * Unknown routes: under /api (and every other path that reaches here, such as non-GET requests
 * outside /api) a JSON 404; the web app's fallback handles GET and HEAD before this.
 */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
    return errorEnvelope(c, 404, 'NOT_FOUND', `no route for ${c.req.method} ${c.req.path}`);
  }
  return c.text('Not Found', 404);
};
