import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { LogLevel } from '../config/env.js';

/** The server's structured logger (pino). */
export type Logger = PinoLogger;

/** Query parameters whose values never reach a log line (api.md §5.11). */
const SECRET_QUERY_PARAMETER = /password|token|sig|secret/i;
const REDACTED = '[REDACTED]';

/**
 * Object paths pino blanks out wherever they appear in a log call: a safety net behind the rule that
 * log calls never pass credentials in the first place.
 */
const REDACT_PATHS = [
  'authorization',
  'headers.authorization',
  'req.headers.authorization',
  'password',
  'current_password',
  'new_password',
  'token',
  'custom_key',
  '*.authorization',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.token',
  '*.custom_key',
  '*.secret_access_key',
];

/** Creates the logger. Tests pass a destination to capture or discard lines. */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

/** A logger that drops everything. */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}

/**
 * A request path and query for logging, with the values of secret-looking parameters
 * (`password`, `token`, `sig`, …) replaced, so share passwords and signed URLs never land in logs.
 */
export function redactUrlForLog(pathAndQuery: string): string {
  const questionMark = pathAndQuery.indexOf('?');
  if (questionMark === -1) return pathAndQuery;
  const path = pathAndQuery.slice(0, questionMark);
  const parts = pathAndQuery
    .slice(questionMark + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; its value is still checked below.
      }
      return SECRET_QUERY_PARAMETER.test(name) ? `${rawName}=${REDACTED}` : part;
    });
  return `${path}?${parts.join('&')}`;
}
