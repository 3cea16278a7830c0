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
export function hasNoControlCharacters(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(value);
}
