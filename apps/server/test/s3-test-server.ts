import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/*
 * A real S3-compatible server for tests (design.md §5): s3rver in a child process on a free loopback
 * port. Its quirks are handled here and nowhere else:
 * - it checks no signatures, so signature tampering is only tested against the local provider;
 * - it lacks AbortMultipartUpload and ListParts (tests do not rely on either against it);
 * - paginated listings need the legacy OpenSSL provider, hence the child process;
 * - the bucket gets a CORS configuration so browser-style preflights and ETag exposure work.
 */

export const S3_TEST_BUCKET = 'satchel-test';
/** s3rver's fixed credentials. */
export const S3_TEST_ACCESS_KEY_ID = 'S3RVER';
export const S3_TEST_SECRET_ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Body fields for `POST /s3-configs` pointing at this server. */
  configBody(overrides?: Record<string, unknown>): Record<string, unknown>;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 20_000;

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'satchel-s3rver-'));
  const script = fileURLToPath(new URL('./s3-server.mjs', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [script, directory, S3_TEST_BUCKET], {
    env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('s3rver did not start in time')), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`s3rver exited early with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: S3_TEST_BUCKET,
    accessKeyId: S3_TEST_ACCESS_KEY_ID,
    secretAccessKey: S3_TEST_SECRET_ACCESS_KEY,
    configBody: (overrides = {}) => ({
      name: 's3rver',
      provider_type: 'other',
      endpoint_url: endpoint,
      bucket_name: S3_TEST_BUCKET,
      region: 'us-east-1',
      access_key_id: S3_TEST_ACCESS_KEY_ID,
      secret_access_key: S3_TEST_SECRET_ACCESS_KEY,
      path_style: true,
      ...overrides,
    }),
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
