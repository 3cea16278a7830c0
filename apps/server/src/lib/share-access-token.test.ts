import { describe, expect, it } from 'vitest';
import { createFixedClock } from './clock.js';
import { computeHmac, createKeyring, deriveKey } from './crypto.js';
import { createShareAccessTokens, type ShareTokenSubject } from './share-access-token.js';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';
const SUBJECT: ShareTokenSubject = { kind: 'paste', shareId: 'id-1', slug: 'abc', passwordVersion: 3 };
const HOUR = 3_600_000;

function build(secret = SECRET) {
  const clock = createFixedClock('2025-06-08T09:30:00.000Z');
  return { clock, tokens: createShareAccessTokens({ keyring: createKeyring(secret), clock }) };
}

describe('share access tokens (api.md §4.4)', () => {
  it('is base64url(payload).base64url(HMAC-SHA256) with kind, share_id, slug, password_version, exp', () => {
    const { tokens } = build();
    const { token, expiresAt } = tokens.issue(SUBJECT, HOUR);
    expect(expiresAt.toISOString()).toBe('2025-06-08T10:30:00.000Z');
    const [payload, signature] = token.split('.') as [string, string];
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({
      kind: 'paste',
      share_id: 'id-1',
      slug: 'abc',
      password_version: 3,
      exp: expiresAt.getTime(),
    });
    // Signed with the key of the shareAccessToken HKDF label, not any other purpose's key.
    expect(signature).toBe(computeHmac(deriveKey(SECRET, 'shareAccessToken'), payload));
    expect(signature).not.toBe(computeHmac(deriveKey(SECRET, 'localStorageSignature'), payload));
  });

  it('verifies its own tokens until they expire', () => {
    const { clock, tokens } = build();
    const { token } = tokens.issue(SUBJECT, HOUR);
    expect(tokens.verify(token, 'paste')).toMatchObject({ share_id: 'id-1', password_version: 3 });
    clock.advance(HOUR - 1);
    expect(tokens.verify(token, 'paste')).not.toBeNull();
    clock.advance(1);
    expect(tokens.verify(token, 'paste')).toBeNull();
  });

  it('refuses another kind, another secret, tampering and garbage', () => {
    const { tokens } = build();
    const { token } = tokens.issue(SUBJECT, HOUR);
    expect(tokens.verify(token, 'file')).toBeNull();
    expect(build('another-secret-0123456789abcdefghijklmnop').tokens.verify(token, 'paste')).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), password_version: 4 }),
    ).toString('base64url');
    for (const bad of [
      `${tampered}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      `${payload}.${signature}.extra`,
      `${payload}`,
      '',
      'x'.repeat(5000),
    ]) {
      expect(tokens.verify(bad, 'paste')).toBeNull();
    }
  });

  it('refuses a correctly signed payload of the wrong shape', () => {
    const { tokens } = build();
    const keyring = createKeyring(SECRET);
    const payload = Buffer.from(JSON.stringify({ kind: 'paste', share_id: 1, exp: 'later' })).toString(
      'base64url',
    );
    expect(tokens.verify(`${payload}.${keyring.digest('shareAccessToken', payload)}`, 'paste')).toBeNull();
    const notJson = Buffer.from('not json').toString('base64url');
    expect(tokens.verify(`${notJson}.${keyring.digest('shareAccessToken', notJson)}`, 'paste')).toBeNull();
  });

  it('file tokens are their own kind', () => {
    const { tokens } = build();
    const { token } = tokens.issue({ ...SUBJECT, kind: 'file' }, 24 * HOUR);
    expect(tokens.verify(token, 'file')).toMatchObject({ kind: 'file' });
    expect(tokens.verify(token, 'paste')).toBeNull();
  });
});
