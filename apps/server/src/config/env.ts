import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_MAX_LENGTH,
  APP_SECRET_MIN_LENGTH,
  hasNoControlCharacters,
} from '@satchel/shared';
import { z } from 'zod';
import { SQLITE_FILE_NAME } from './constants.js';

/** pino's level names, plus `silent`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where data lives: the SQLite file (default) or a PostgreSQL server. */
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/**
 * `TRUST_PROXY` (api.md §5.5, our choice of format):
 * - unset, empty, `false`, `0` or `off`: never trust `X-Forwarded-*`; the client is the socket peer;
 * - `true`: trust the immediate peer, whatever it is (one proxy hop in front of the server);
 * - a comma-separated list of IP addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8`): trust peers in it.
 */
export type TrustProxyConfig = { mode: 'off' } | { mode: 'any' } | { mode: 'list'; entries: string[] };

/** The parsed environment (design.md §8). Nothing else in the server reads `process.env`. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  appSecret: string | null;
  adminUsername: string;
  adminPassword: string | null;
  /** `'*'` or a list of exact origins (`https://app.example.com`). */
  corsOrigins: '*' | string[];
  trustProxy: TrustProxyConfig;
  logLevel: LogLevel;
  /** Absolute base URL without a trailing slash, or null to use the request's scheme and host. */
  publicUrl: string | null;
  webDistDir: string;
}

/** Thrown by `parseConfig` with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_PORT = 8787;
const MAX_PORT = 65_535;
const OFF_VALUES = new Set(['', 'false', '0', 'off', 'no']);
const POSTGRES_URL_PATTERN = /^postgres(ql)?:\/\//i;

/** Empty strings count as unset, so `FOO=` in an env file falls back to the default. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): TrustProxyConfig {
  const normalized = (value ?? '').trim().toLowerCase();
  if (OFF_VALUES.has(normalized)) return { mode: 'off' };
  if (normalized === 'true') return { mode: 'any' };
  const entries = normalized.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const maxPrefix = family === 4 ? 32 : 128;
    const isPrefixValid = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !isPrefixValid || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an IP address or CIDR range (use true, false, or a comma-separated list)`,
      });
      return z.NEVER;
    }
  }
  return { mode: 'list', entries };
}

function parseCorsOrigins(value: string | undefined, ctx: z.RefinementCtx): '*' | string[] {
  if (value === undefined || value.trim() === '*') return '*';
  const origins = value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    // An origin is scheme://host[:port] with nothing after it.
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://app.example.com` });
      return z.NEVER;
    }
  }
  return origins.map((origin) => origin.replace(/\/$/, ''));
}

function buildEnvSchema(paths: { cwd: string; serverRoot: string }) {
  return z.object({
    PORT: optionalText
      .transform((value) => (value === undefined ? DEFAULT_PORT : Number(value)))
      .pipe(
        z
          .number({ error: 'must be a port number between 0 and 65535' })
          .int('must be a port number between 0 and 65535')
          .min(0, 'must be a port number between 0 and 65535')
          .max(MAX_PORT, 'must be a port number between 0 and 65535'),
      ),
    HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
    DATA_DIR: optionalText.transform((value) => resolve(paths.cwd, value ?? './data')),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || POSTGRES_URL_PATTERN.test(value),
      'must start with postgres:// or postgresql:// (leave it unset to use SQLite in DATA_DIR)',
    ),
    APP_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= APP_SECRET_MIN_LENGTH,
      `must be at least ${APP_SECRET_MIN_LENGTH} characters (for example: openssl rand -base64 32)`,
    ),
    ADMIN_USERNAME: optionalText
      .transform((value) => value ?? 'admin')
      .pipe(
        z
          .string()
          .max(ADMIN_USERNAME_MAX_LENGTH, `must be at most ${ADMIN_USERNAME_MAX_LENGTH} characters`)
          .refine(hasNoControlCharacters, 'must not contain control characters'),
      ),
    // Not trimmed: spaces may be part of a password.
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value === '' ? undefined : value))
      .refine(
        (value) =>
          value === undefined ||
          (value.length >= ADMIN_PASSWORD_MIN_LENGTH && value.length <= ADMIN_PASSWORD_MAX_LENGTH),
        `must be ${ADMIN_PASSWORD_MIN_LENGTH}-${ADMIN_PASSWORD_MAX_LENGTH} characters`,
      ),
    CORS_ORIGINS: optionalText.transform(parseCorsOrigins),
    TRUST_PROXY: optionalText.transform(parseTrustProxy),
    LOG_LEVEL: optionalText
      .transform((value) => value?.toLowerCase() ?? 'info')
      .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
    PUBLIC_URL: optionalText.transform((value, ctx) => {
      if (value === undefined) return null;
      let parsed: URL | null = null;
      try {
        parsed = new URL(value);
      } catch {
        parsed = null;
      }
      if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an absolute http(s) URL like https://satchel.example.com',
        });
        return z.NEVER;
      }
      return value.replace(/\/+$/, '');
    }),
    WEB_DIST_DIR: optionalText.transform((value) =>
      value === undefined ? resolve(paths.serverRoot, '../web/dist') : resolve(paths.cwd, value),
    ),
  });
}

/**
 * Parses an environment (normally `process.env`) into the server configuration. Relative paths
 * resolve against `cwd`; the web app's build defaults to `apps/web/dist` beside the server package.
 * Throws ConfigError naming every bad variable.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  paths: { cwd: string; serverRoot: string } = { cwd: process.cwd(), serverRoot: findServerRoot() },
): AppConfig {
  const result = buildEnvSchema(paths).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const values = result.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    database:
      values.DATABASE_URL === undefined
        ? { kind: 'sqlite', file: join(values.DATA_DIR, SQLITE_FILE_NAME) }
        : { kind: 'postgres', url: values.DATABASE_URL },
    appSecret: values.APP_SECRET ?? null,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD ?? null,
    corsOrigins: values.CORS_ORIGINS,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    publicUrl: values.PUBLIC_URL,
    webDistDir: values.WEB_DIST_DIR,
  };
}

/** Reads `process.env` once; the only place in the server that does. */
export function loadConfig(): AppConfig {
  return parseConfig(process.env);
}

/** True when the command line asks only for migrations (`npm run db:migrate`). */
export function isMigrateOnly(argv: readonly string[] = process.argv): boolean {
  return argv.includes('--migrate-only');
}

/**
 * The folder of `@satchel/server`, found by walking up from this module. Works both from
 * `src/config/env.ts` (tsx, tests) and from the bundled `dist/main.js`.
 */
export function findServerRoot(start: string = dirname(fileURLToPath(import.meta.url))): string {
  let current = start;
  for (;;) {
    const manifest = join(current, 'package.json');
    if (existsSync(manifest)) {
      try {
        const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
        if (name === '@satchel/server') return current;
      } catch {
        // An unreadable package.json is not ours; keep walking.
      }
    }
    const parent = dirname(current);
    if (parent === current) return start;
    current = parent;
  }
}
