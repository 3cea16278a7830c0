import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAppSecret, SecretError } from './app-secret.js';

describe('resolveAppSecret (api.md §5.3)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'satchel-secret-')), 'data');
  });
  afterEach(() => {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });
  const sqlite = () => ({ kind: 'sqlite' as const, file: join(dataDir, 'satchel.db') });

  it('generates 32 random bytes into DATA_DIR/secret.key with mode 0600, then reuses them', () => {
    const first = resolveAppSecret({ appSecret: null, dataDir, database: sqlite() });
    expect(first.source).toBe('generated');
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32);
    const file = join(dataDir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);

    const second = resolveAppSecret({ appSecret: null, dataDir, database: sqlite() });
    expect(second).toEqual({ secret: first.secret, source: 'file' });
  });

  it('prefers APP_SECRET and writes no file', () => {
    const result = resolveAppSecret({ appSecret: 'x'.repeat(40), dataDir, database: sqlite() });
    expect(result).toEqual({ secret: 'x'.repeat(40), source: 'env' });
    expect(() => statSync(join(dataDir, 'secret.key'))).toThrow();
  });

  it('refuses to start on PostgreSQL without APP_SECRET', () => {
    expect(() =>
      resolveAppSecret({ appSecret: null, dataDir, database: { kind: 'postgres', url: 'postgres://x/y' } }),
    ).toThrow(SecretError);
    expect(() =>
      resolveAppSecret({ appSecret: null, dataDir, database: { kind: 'postgres', url: 'postgres://x/y' } }),
    ).toThrow(/APP_SECRET/);
  });

  it('refuses a truncated secret.key rather than silently replacing it', () => {
    resolveAppSecret({ appSecret: null, dataDir, database: sqlite() });
    writeFileSync(join(dataDir, 'secret.key'), 'short');
    expect(() => resolveAppSecret({ appSecret: null, dataDir, database: sqlite() })).toThrow(SecretError);
  });
});
