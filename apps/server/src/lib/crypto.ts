import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { AES_GCM_IV_BYTES } from '@satchel/shared';

/**
 * One HKDF label per purpose (api.md §5.3): a key derived for one job can never verify or decrypt
 * another job's values. Changing a label invalidates everything made with it, so labels are versioned.
 */
export const KEY_PURPOSES = {
  adminTokenDigest: 'satchel/admin-token-digest/v1',
  apiKeyDigest: 'satchel/api-key-digest/v1',
  apiKeyEncryption: 'satchel/api-key-encryption/v1',
  storageSecretEncryption: 'satchel/storage-secret-encryption/v1',
  shareAccessToken: 'satchel/share-access-token/v1',
  localStorageSignature: 'satchel/local-storage-signature/v1',
  davCredentialCache: 'satchel/dav-credential-cache/v1',
} as const;
export type KeyPurpose = keyof typeof KEY_PURPOSES;

const DERIVED_KEY_BYTES = 32;
const HKDF_SALT = 'satchel';
const AES_GCM_TAG_BYTES = 16;
const CIPHERTEXT_VERSION = 'v1';

/** Derives the 32-byte key for one purpose from the server secret with HKDF-SHA256. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, KEY_PURPOSES[purpose], DERIVED_KEY_BYTES));
}

/** HMAC-SHA256 of `value`, base64url. Used to store tokens and keys as digests only (api.md §5.2). */
export function computeHmac(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/**
 * Compares two secrets in constant time. Both sides are hashed first so that neither the content
 * nor the length of the expected value leaks through timing.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest();
  const digestB = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(digestA, digestB);
}

/** Encrypts with AES-256-GCM and a random 96-bit IV: `v1:<iv base64>:<ciphertext+tag base64>`. */
export function encryptText(key: Buffer, plaintext: string): string {
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${CIPHERTEXT_VERSION}:${iv.toString('base64')}:${ciphertext.toString('base64')}`;
}

/** Reverses `encryptText`. Throws when the value is malformed, tampered with or made with another key. */
export function decryptText(key: Buffer, payload: string): string {
  const [version, ivText, bodyText, ...rest] = payload.split(':');
  if (version !== CIPHERTEXT_VERSION || !ivText || !bodyText || rest.length > 0) {
    throw new Error('unsupported ciphertext format');
  }
  const iv = Buffer.from(ivText, 'base64');
  const body = Buffer.from(bodyText, 'base64');
  if (iv.length !== AES_GCM_IV_BYTES || body.length < AES_GCM_TAG_BYTES) {
    throw new Error('malformed ciphertext');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(body.subarray(body.length - AES_GCM_TAG_BYTES));
  return Buffer.concat([
    decipher.update(body.subarray(0, body.length - AES_GCM_TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Every key the server derives from its secret, one per purpose, derived once. */
export interface Keyring {
  /** HMAC digest of `value` under the purpose's key (lookups by digest, signatures). */
  digest(purpose: KeyPurpose, value: string): string;
  encrypt(purpose: KeyPurpose, plaintext: string): string;
  /** Throws when `payload` cannot be decrypted with this purpose's key. */
  decrypt(purpose: KeyPurpose, payload: string): string;
}

/** Builds the keyring for a server secret (`APP_SECRET` or the generated `secret.key`). */
export function createKeyring(secret: string): Keyring {
  const keys = new Map<KeyPurpose, Buffer>();
  const keyFor = (purpose: KeyPurpose): Buffer => {
    let key = keys.get(purpose);
    if (!key) {
      key = deriveKey(secret, purpose);
      keys.set(purpose, key);
    }
    return key;
  };
  return {
    digest: (purpose, value) => computeHmac(keyFor(purpose), value),
    encrypt: (purpose, plaintext) => encryptText(keyFor(purpose), plaintext),
    decrypt: (purpose, payload) => decryptText(keyFor(purpose), payload),
  };
}
