import { describe, expect, it } from 'vitest';
import {
  computeHmac,
  constantTimeEqual,
  createKeyring,
  decryptText,
  deriveKey,
  encryptText,
  KEY_PURPOSES,
} from './crypto.js';

const SECRET = 'unit-test-secret-0123456789abcdefghijklmnop';

describe('key derivation', () => {
  it('derives a stable 32-byte key per purpose, different for every purpose and secret', () => {
    const purposes = Object.keys(KEY_PURPOSES) as (keyof typeof KEY_PURPOSES)[];
    const keys = purposes.map((purpose) => deriveKey(SECRET, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(purposes.length);
    expect(deriveKey(SECRET, 'apiKeyDigest').equals(deriveKey(SECRET, 'apiKeyDigest'))).toBe(true);
    expect(deriveKey(SECRET, 'apiKeyDigest')).toHaveLength(32);
    expect(deriveKey(`${SECRET}x`, 'apiKeyDigest').equals(deriveKey(SECRET, 'apiKeyDigest'))).toBe(false);
  });
});

describe('AES-256-GCM', () => {
  const key = deriveKey(SECRET, 'apiKeyEncryption');

  it('round-trips text in the v1:<iv>:<ciphertext+tag> base64 format', () => {
    const payload = encryptText(key, 'hello wörld');
    expect(payload).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    const [, iv, body] = payload.split(':');
    expect(Buffer.from(iv!, 'base64')).toHaveLength(12);
    // "hello wörld" is 12 UTF-8 bytes, then the 16-byte tag.
    expect(Buffer.from(body!, 'base64')).toHaveLength(12 + 16);
    expect(decryptText(key, payload)).toBe('hello wörld');
  });

  it('uses a fresh IV every time', () => {
    expect(encryptText(key, 'same')).not.toBe(encryptText(key, 'same'));
  });

  it('refuses tampered ciphertext, another key and malformed input', () => {
    const payload = encryptText(key, 'secret value');
    const [version, iv, body] = payload.split(':');
    const bytes = Buffer.from(body!, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => decryptText(key, `${version}:${iv}:${bytes.toString('base64')}`)).toThrow();
    expect(() => decryptText(deriveKey(SECRET, 'storageSecretEncryption'), payload)).toThrow();
    expect(() => decryptText(key, 'v2:abc:def')).toThrow();
    expect(() => decryptText(key, 'not encrypted')).toThrow();
  });
});

describe('digests and comparison', () => {
  it('HMAC digests are deterministic, base64url and purpose-bound', () => {
    const keyring = createKeyring(SECRET);
    const digest = keyring.digest('adminTokenDigest', 'token');
    expect(digest).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyring.digest('adminTokenDigest', 'token')).toBe(digest);
    expect(keyring.digest('apiKeyDigest', 'token')).not.toBe(digest);
    expect(computeHmac(deriveKey(SECRET, 'adminTokenDigest'), 'token')).toBe(digest);
  });

  it('compares in constant time without being fooled by prefixes or lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('keyring encryption round-trips per purpose', () => {
    const keyring = createKeyring(SECRET);
    const payload = keyring.encrypt('apiKeyEncryption', 'k3y');
    expect(keyring.decrypt('apiKeyEncryption', payload)).toBe('k3y');
    expect(() => keyring.decrypt('storageSecretEncryption', payload)).toThrow();
    expect(() => createKeyring(`${SECRET}-other`).decrypt('apiKeyEncryption', payload)).toThrow();
  });
});
