import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id, 19 MiB, t=2, p=1 into a salted PHC string', async () => {
    const hash = await hashPassword('s3cret pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await hashPassword('s3cret pass')).not.toBe(hash);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('s3cret pass');
    expect(await verifyPassword(hash, 's3cret pass')).toBe(true);
    expect(await verifyPassword(hash, 's3cret pasS')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('treats a malformed hash as a mismatch instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
