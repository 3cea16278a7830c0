import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SECRET_BYTES, APP_SECRET_MIN_LENGTH } from '@satchel/shared';
import type { AppConfig } from '../config/env.js';
import { SECRET_FILE_NAME } from '../config/constants.js';

/** Thrown when the server cannot obtain a usable secret; main.ts prints it and exits. */
export class SecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretError';
  }
}

const OWNER_READ_WRITE = 0o600;

/**
 * The root secret every derived key comes from (api.md §5.3):
 * - `APP_SECRET` when set;
 * - otherwise, on SQLite, the contents of `DATA_DIR/secret.key`, generated on first start from 32
 *   random bytes (base64url) and written with mode 0600. The file holds text that can be copied
 *   verbatim into `APP_SECRET`, so moving to PostgreSQL keeps every token and encrypted value valid;
 * - on PostgreSQL without `APP_SECRET`: refuse, since instances would each invent their own secret.
 */
export function resolveAppSecret(config: Pick<AppConfig, 'appSecret' | 'dataDir' | 'database'>): {
  secret: string;
  source: 'env' | 'file' | 'generated';
} {
  if (config.appSecret) return { secret: config.appSecret, source: 'env' };
  if (config.database.kind === 'postgres') {
    throw new SecretError(
      'APP_SECRET is required with PostgreSQL: every instance must share it. Generate one with `openssl rand -base64 32`.',
    );
  }
  const file = join(config.dataDir, SECRET_FILE_NAME);
  let existing: string | null = null;
  try {
    existing = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (existing !== null) {
    if (existing.length < APP_SECRET_MIN_LENGTH) {
      throw new SecretError(
        `${file} is shorter than ${APP_SECRET_MIN_LENGTH} characters; restore it or set APP_SECRET.`,
      );
    }
    return { secret: existing, source: 'file' };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(APP_SECRET_BYTES).toString('base64url');
  try {
    // `wx` fails if another process created the file meanwhile, rather than overwriting its secret.
    writeFileSync(file, `${secret}\n`, { mode: OWNER_READ_WRITE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveAppSecret(config);
    throw error;
  }
  // The mode passed to writeFileSync is filtered by the umask; make sure it is exactly 0600.
  chmodSync(file, OWNER_READ_WRITE);
  return { secret, source: 'generated' };
}
