import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/** api.md §1.1: the methods, request headers and exposed headers cross-origin clients may use. */
export const CORS_ALLOWED_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
] as const;
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Range',
  'Depth',
  'Destination',
  'Overwrite',
  'If',
  'Lock-Token',
  'Timeout',
  'X-Requested-With',
] as const;
export const CORS_EXPOSED_HEADERS = [
  'ETag',
  'Content-Disposition',
  'Content-Length',
  'Content-Range',
  'Retry-After',
] as const;

/** Browsers may cache a preflight answer this long. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS per api.md §1.1, never with credentials (auth is a header, there are no cookies).
 * Only a real preflight (OPTIONS with Origin and Access-Control-Request-Method) is answered here;
 * a plain OPTIONS passes through, because WebDAV clients send OPTIONS of their own.
 */
export function cors(allowedOrigins: '*' | readonly string[]): MiddlewareHandler<AppEnv> {
  const allowOriginFor = (origin: string | undefined): string | null => {
    if (allowedOrigins === '*') return '*';
    return origin !== undefined && allowedOrigins.includes(origin) ? origin : null;
  };
  const varyOnOrigin = allowedOrigins !== '*';

  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowOrigin = allowOriginFor(origin);
    const isPreflight =
      c.req.method === 'OPTIONS' &&
      origin !== undefined &&
      c.req.header('access-control-request-method') !== undefined;

    if (isPreflight) {
      const headers = new Headers();
      if (varyOnOrigin) headers.set('Vary', 'Origin');
      if (allowOrigin !== null) {
        headers.set('Access-Control-Allow-Origin', allowOrigin);
        headers.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(', '));
        headers.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
        headers.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      }
      // A refused origin gets the same 204 without CORS headers: the browser then blocks the request.
      return new Response(null, { status: 204, headers });
    }

    await next();
    if (varyOnOrigin) c.res.headers.append('Vary', 'Origin');
    if (origin !== undefined && allowOrigin !== null) {
      c.res.headers.set('Access-Control-Allow-Origin', allowOrigin);
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS.join(', '));
    }
  };
}
