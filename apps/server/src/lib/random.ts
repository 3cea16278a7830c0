import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN_BYTES } from '@satchel/shared';

/** Letters and digits: generated API keys, slugs and passwords (api.md §3.2, §4.1). */
export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Largest alphabet `randomString` supports: one random byte picks one character. */
const BYTE_VALUES = 256;

/**
 * A string of `length` characters drawn uniformly from `alphabet` with a CSPRNG (api.md §5.13).
 * Bytes at or above the largest multiple of the alphabet size are discarded (rejection sampling),
 * so no character is more likely than another (a plain modulo would favour the first ones).
 */
export function generateRandomString(length: number, alphabet: string = ALPHANUMERIC): string {
  if (alphabet.length < 2 || alphabet.length > BYTE_VALUES) {
    throw new RangeError('alphabet must have 2-256 characters');
  }
  const acceptBelow = BYTE_VALUES - (BYTE_VALUES % alphabet.length);
  let result = '';
  while (result.length < length) {
    // Ask for a little more than needed so one round usually suffices despite rejections.
    const batch = randomBytes(Math.ceil((length - result.length) * 1.25) + 4);
    for (const byte of batch) {
      if (byte >= acceptBelow) continue;
      result += alphabet[byte % alphabet.length];
      if (result.length === length) break;
    }
  }
  return result;
}

/** An opaque bearer token: 32 random bytes, base64url (api.md §5.2). */
export function generateToken(bytes: number = ADMIN_TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}
