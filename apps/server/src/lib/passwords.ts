import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ARGON2_MEMORY_KIB, ARGON2_PARALLELISM, ARGON2_TIME_COST } from '@satchel/shared';

// `Algorithm` is an ambient const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

const HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: ARGON2_MEMORY_KIB,
  timeCost: ARGON2_TIME_COST,
  parallelism: ARGON2_PARALLELISM,
};

/** Hashes a password with argon2id (19 MiB, t=2, p=1, random salt) into a PHC string (api.md §5.1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** True when `password` matches the PHC `passwordHash`; false for a wrong password or a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real verification when there is nothing to verify (unknown username),
 * so response times do not reveal which usernames exist. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('satchel-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
