import type { MiddlewareHandler } from 'hono';
import { redactUrlForLog, type Logger } from '../lib/logger.js';
import type { AppEnv } from './app-env.js';

/**
 * One log line per request: method, path with secret query values redacted, status, duration and
 * client IP. Headers and bodies are never logged (api.md §5.11).
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now();
    await next();
    if (!logger.isLevelEnabled('info')) return;
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    logger.info(
      {
        method: c.req.method,
        url: redactUrlForLog(pathStart === -1 ? '/' : url.slice(pathStart)),
        status: c.res.status,
        duration_ms: Math.round((performance.now() - startedAt) * 10) / 10,
        ip: c.var.clientIp,
      },
      'request',
    );
  };
}
