import { z } from 'zod';
import { parseTimestamp } from '../time.js';

/** A boolean that also accepts `true|false|1|0` strings (query and form values, api.md §1.1). */
export const looseBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return value;
}, z.boolean());

/** An ISO-8601 timestamp with time and zone, converted to a Date in UTC. */
export const timestampSchema = z.string().transform((value, ctx) => {
  const date = parseTimestamp(value);
  if (!date) {
    ctx.addIssue({ code: 'custom', message: 'must be an ISO-8601 time with a time zone' });
    return z.NEVER;
  }
  return date;
});

/** Contains no control characters (U+0000–U+001F, U+007F). */
/**
 * An optional absolute expiry: `null` or `"never"` means never, otherwise an ISO time with a zone
 * (future-ness is checked by the server against its clock). Omitted stays `undefined` so the server
 * can apply its default. One transform rather than a union, so a bad value gets `message` instead
 * of zod's generic "Invalid input".
 */
export function expiryTimeSchema(message: string) {
  return z.unknown().transform((value, ctx): Date | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === 'never') return null;
    const date = typeof value === 'string' ? parseTimestamp(value) : null;
    if (!date) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return date;
  });
}

export function hasNoControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(value);
}
