import { randomBytes, randomFillSync } from 'node:crypto';
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
    const byte = nextRandomByte();
    if (byte >= acceptBelow) continue;
    result += alphabet[byte % alphabet.length];
  }
  return result;
}

/*
 * Random bytes for generated strings come from a pool refilled 4 KiB at a time: one CSPRNG call per
 * few hundred slugs instead of one per slug (each call costs more than the bytes it returns). Every
 * byte is handed out once and the pool never leaves this module, as with Node's own randomUUID cache.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let poolOffset = POOL_BYTES;

function nextRandomByte(): number {
  if (poolOffset === POOL_BYTES) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const byte = pool[poolOffset]!;
  pool[poolOffset] = 0;
  poolOffset += 1;
  return byte;
}

/** An opaque bearer token: 32 random bytes, base64url (api.md §5.2). */
export function generateToken(bytes: number = ADMIN_TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}
