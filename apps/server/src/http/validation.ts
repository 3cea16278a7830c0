import { JSON_BODY_LIMIT_BYTES, normalizeRequestKeys } from '@satchel/shared';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { validationError, type AppError } from '../lib/app-error.js';
import type { AppEnv } from './app-env.js';
import { readBodyText } from './body.js';

/**
 * Turns the first zod issue into 400 VALIDATION_FAILED with `data.field` (dotted path, e.g.
 * `items.0.path`) and a message that names the field.
 */
export function toValidationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  if (!issue) return validationError(null, 'invalid request');
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  if (field === null) {
    const isTypeIssue = issue.code === 'invalid_type';
    return validationError(null, isTypeIssue ? 'request body must be a JSON object' : issue.message);
  }
  const message = issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`;
  return validationError(field, message);
}

/** Validates a value already collected from the request: camelCase aliases first, then the schema. */
export function parseRequestValue<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(normalizeRequestKeys(value));
  if (!result.success) throw toValidationError(result.error);
  return result.data;
}

/**
 * Reads the JSON body within `limitBytes` (default 1 MiB), applies camelCase aliases (snake_case
 * wins) and the shared schema; the result is `c.req.valid('json')`. An empty body counts as `{}`.
 * The Content-Type is not checked, so `curl -d '{…}'` works as well as a browser.
 */
export function validateJson<S extends z.ZodType>(
  schema: S,
  options: { limitBytes?: number } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  const limitBytes = options.limitBytes ?? JSON_BODY_LIMIT_BYTES;
  return async (c, next) => {
    const text = await readBodyText(c, limitBytes);
    let value: unknown = {};
    if (text.trim() !== '') {
      try {
        value = JSON.parse(text);
      } catch {
        throw validationError(null, 'request body is not valid JSON');
      }
    }
    c.req.addValidatedData('json', parseRequestValue(schema, value) as object);
    await next();
  };
}

/** Validates the query string (last value wins for repeated names) the same way. */
export function validateQuery<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { query: Record<string, string> }; out: { query: z.output<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', parseRequestValue(schema, c.req.query()) as object);
    await next();
  };
}
