import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiKeyDto, Envelope } from '@satchel/shared';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { runStartupTasks } from '../src/bootstrap.js';
import { parseConfig, type AppConfig } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrator.js';
import type { Database } from '../src/db/schema.js';
import type { AppEnv } from '../src/http/app-env.js';
import { createFixedClock, type FixedClock } from '../src/lib/clock.js';
import { createKeyring } from '../src/lib/crypto.js';
import { createLogger } from '../src/lib/logger.js';
import { createServices, type AppServices } from '../src/services.js';

/*
 * The one way tests build the server (design.md §5): the real app, a migrated database in a temp
 * place, a fixed clock, requests through `app.request()`. With SATCHEL_TEST_DB=postgres (the
 * "server-pg" vitest project) the same tests run on PostgreSQL, each app in its own schema.
 */

export const TEST_ADMIN_USERNAME = 'admin';
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';
export const TEST_APP_SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
/** The client address of harness requests unless a test picks another (TEST-NET-1, RFC 5737). */
export const TEST_CLIENT_IP = '192.0.2.1';
export const TEST_START_TIME = '2025-06-08T09:30:00.000Z';

export const isPostgresRun = process.env.SATCHEL_TEST_DB === 'postgres';

/** A migrated database owned by one test app, or shared by several (counters surviving a restart). */
export interface TestDatabase {
  handle: DatabaseHandle;
  db: Kysely<Database>;
  /** Temp directory for DATA_DIR (and the SQLite file). */
  dataDir: string;
  dispose(): Promise<void>;
}

/** Creates a migrated database: SQLite in a temp dir, or a fresh PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'satchel-test-'));
  if (!isPostgresRun) {
    const handle = openDatabase({ kind: 'sqlite', file: join(dataDir, 'satchel.db') });
    await migrateToLatest(handle);
    return ownedTestDatabase(handle, dataDir);
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SATCHEL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `satchel_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(url, `create schema ${schema}`);
  const handle = openDatabase({ kind: 'postgres', url }, { postgresSchema: schema });
  await migrateToLatest(handle);
  return ownedTestDatabase(handle, dataDir, () =>
    runAdminStatement(url, `drop schema if exists ${schema} cascade`),
  );
}

/** A test database whose dispose() closes the handle, drops its schema (PostgreSQL), then removes dataDir. */
function ownedTestDatabase(
  handle: DatabaseHandle,
  dataDir: string,
  dropSchema?: () => Promise<void>,
): TestDatabase {
  return {
    handle,
    db: handle.db,
    dataDir,
    dispose: async () => {
      await handle.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function runAdminStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions {
  /** Reuse another app's database (simulates a restart or a second instance). Not disposed by close(). */
  database?: TestDatabase;
  clock?: FixedClock;
  /** ADMIN_PASSWORD; null leaves it unset so the first start generates and prints one. */
  adminPassword?: string | null;
  adminUsername?: string;
  /** Extra environment variables, parsed like the real process environment. */
  env?: Record<string, string | undefined>;
}

export interface RequestOptions {
  /** JSON-encoded with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent as is (malformed JSON, oversized or streamed bodies). */
  rawBody?: NonNullable<RequestInit['body']>;
  headers?: Record<string, string>;
  /** `Authorization: Bearer <token>`. */
  token?: string;
  /** `Authorization: ApiKey <key>`. */
  apiKey?: string;
  /** The socket address the request comes from. */
  ip?: string;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON (an envelope under /api), else the text. */
  body: T;
  text: string;
}

export interface TestApp {
  app: Hono<AppEnv>;
  db: Kysely<Database>;
  database: TestDatabase;
  config: AppConfig;
  clock: FixedClock;
  services: AppServices;
  /** Everything the bootstrap printed to "stdout" (the generated password notice). */
  printed: string[];
  /** Log lines as JSON text. */
  logs: string[];
  adminUsername: string;
  /** The admin password in force after the first start (given or generated), if known. */
  adminPassword: string | null;
  request<T = Envelope>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = Envelope>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = Envelope>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = Envelope>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = Envelope>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Logs in through the API and returns the admin token. */
  loginAsAdmin(): Promise<string>;
  /** Creates an API key through the API (flags default to false) and returns its DTO with `key`. */
  createApiKey(
    fields?: Partial<Record<'text' | 'file' | 'mount', boolean>> & Record<string, unknown>,
  ): Promise<ApiKeyDto>;
  close(): Promise<void>;
}

let keyCounter = 0;

/** Builds the real app on a migrated database with a fixed clock; call close() in afterEach. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  const clock = options.clock ?? createFixedClock(TEST_START_TIME);
  const adminUsername = options.adminUsername ?? TEST_ADMIN_USERNAME;
  const adminPasswordOption =
    options.adminPassword === undefined ? TEST_ADMIN_PASSWORD : options.adminPassword;
  const config = parseConfig(
    {
      DATA_DIR: database.dataDir,
      APP_SECRET: TEST_APP_SECRET,
      ADMIN_USERNAME: adminUsername,
      ADMIN_PASSWORD: adminPasswordOption ?? undefined,
      WEB_DIST_DIR: join(database.dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...options.env,
    },
    { cwd: database.dataDir, serverRoot: fileURLToPath(new URL('..', import.meta.url)) },
  );
  const logs: string[] = [];
  const printed: string[] = [];
  const logger = createLogger({
    level: config.logLevel,
    destination: { write: (line: string) => void logs.push(line) },
  });
  const deps = {
    config,
    db: database.db,
    clock,
    logger,
    keyring: createKeyring(config.appSecret ?? TEST_APP_SECRET),
    version: '9.9.9-test',
  };
  const services = createServices(deps);
  const bootstrap = await runStartupTasks(deps, services, (text) => printed.push(text));
  const app = createApp({ ...deps, services });

  const request = async <T>(method: string, path: string, requestOptions: RequestOptions = {}) => {
    const headers = new Headers(requestOptions.headers);
    let body: NonNullable<RequestInit['body']> | undefined = requestOptions.rawBody;
    if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    if (requestOptions.token !== undefined) headers.set('authorization', `Bearer ${requestOptions.token}`);
    if (requestOptions.apiKey !== undefined) headers.set('authorization', `ApiKey ${requestOptions.apiKey}`);
    const env = { incoming: { socket: { remoteAddress: requestOptions.ip ?? TEST_CLIENT_IP } } };
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await app.request(path, init, env);
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson ? JSON.parse(text) : text) as T,
      text,
    };
  };

  const testApp: TestApp = {
    app,
    db: database.db,
    database,
    config,
    clock,
    services,
    printed,
    logs,
    adminUsername,
    adminPassword: adminPasswordOption ?? bootstrap.generatedPassword,
    request,
    get: (path, requestOptions) => request('GET', path, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, { ...requestOptions, body }),
    put: (path, body, requestOptions) => request('PUT', path, { ...requestOptions, body }),
    delete: (path, requestOptions) => request('DELETE', path, requestOptions),

    async loginAsAdmin() {
      if (testApp.adminPassword === null) throw new Error('admin password unknown to the harness');
      const response = await request<Envelope<{ token: string }>>('POST', '/api/admin/login', {
        body: { username: adminUsername, password: testApp.adminPassword },
      });
      if (response.status !== 200) throw new Error(`login failed: ${response.text}`);
      return response.body.data.token;
    },

    async createApiKey(fields = {}) {
      const { text, file, mount, ...rest } = fields;
      const token = await testApp.loginAsAdmin();
      keyCounter += 1;
      const response = await request<Envelope<ApiKeyDto>>('POST', '/api/admin/api-keys', {
        token,
        body: {
          name: `test key ${keyCounter}`,
          text_permission: text ?? false,
          file_permission: file ?? false,
          mount_permission: mount ?? false,
          ...rest,
        },
      });
      if (response.status !== 201) throw new Error(`creating an API key failed: ${response.text}`);
      return response.body.data;
    },

    async close() {
      if (ownsDatabase) await database.dispose();
    },
  };
  return testApp;
}
