import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';

/**
 * Content-Security-Policy of the web app's HTML. Scripts only from the app's own origin; `connect-src`
 * must allow any http(s) origin because the app talks to a configurable backend, presigned storage
 * URLs and URL-upload sources; images and media may come from shares and buckets; inline styles are
 * needed by the editor and diagram renderers. Nothing may frame the app.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "media-src 'self' blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' http: https:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob: http: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON is data, never a document: it may load nothing and be framed by nothing. */
export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers for the app's own HTML and JSON responses (api.md §1.1, §5.6), and
 * `Cache-Control: no-store` on JSON. Headers a route already set win, so byte endpoints keep their
 * stricter user-content policy (`sandbox`) and the web app's static files keep their cache rules.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const contentType = headers.get('content-type') ?? '';
    const isJson = contentType.startsWith('application/json');
    const isHtml = contentType.startsWith('text/html');
    setIfAbsent(headers, 'X-Content-Type-Options', 'nosniff');
    if (!isJson && !isHtml) return;
    setIfAbsent(headers, 'Content-Security-Policy', isJson ? JSON_CSP : WEB_APP_CSP);
    setIfAbsent(headers, 'X-Frame-Options', 'DENY');
    setIfAbsent(headers, 'Referrer-Policy', 'no-referrer');
    if (isJson) setIfAbsent(headers, 'Cache-Control', 'no-store');
  };
}

function setIfAbsent(headers: Headers, name: string, value: string): void {
  if (!headers.has(name)) headers.set(name, value);
}
