import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, findServerRoot, isMigrateOnly, parseConfig } from './env.js';

const paths = { cwd: '/srv/satchel', serverRoot: '/srv/satchel/apps/server' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env, paths);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('needs nothing: every variable has a default (design.md §8)', () => {
    expect(parseConfig({}, paths)).toEqual({
      port: 8787,
      host: '0.0.0.0',
      dataDir: '/srv/satchel/data',
      database: { kind: 'sqlite', file: '/srv/satchel/data/satchel.db' },
      appSecret: null,
      adminUsername: 'admin',
      adminPassword: null,
      corsOrigins: '*',
      trustProxy: { mode: 'off' },
      logLevel: 'info',
      publicUrl: null,
      webDistDir: '/srv/satchel/apps/web/dist',
    });
  });

  it('treats empty values as unset', () => {
    expect(
      parseConfig({ PORT: '', DATABASE_URL: ' ', ADMIN_PASSWORD: '', PUBLIC_URL: '' }, paths),
    ).toMatchObject({
      port: 8787,
      database: { kind: 'sqlite' },
      adminPassword: null,
      publicUrl: null,
    });
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/satchel',
        DATABASE_URL: 'postgresql://user:pw@db:5432/satchel',
        APP_SECRET: 'a'.repeat(32),
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: ' spaced password ',
        CORS_ORIGINS: 'https://a.example.com, http://localhost:5173/',
        TRUST_PROXY: '10.0.0.0/8,::1',
        LOG_LEVEL: 'DEBUG',
        PUBLIC_URL: 'https://satchel.example.com/',
        WEB_DIST_DIR: '/opt/web',
      },
      paths,
    );
    expect(config).toEqual({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/srv/satchel/var/satchel',
      database: { kind: 'postgres', url: 'postgresql://user:pw@db:5432/satchel' },
      appSecret: 'a'.repeat(32),
      adminUsername: 'root',
      adminPassword: ' spaced password ',
      corsOrigins: ['https://a.example.com', 'http://localhost:5173'],
      trustProxy: { mode: 'list', entries: ['10.0.0.0/8', '::1'] },
      logLevel: 'debug',
      publicUrl: 'https://satchel.example.com',
      webDistDir: '/opt/web',
    });
  });

  it.each([
    ['', { mode: 'off' }],
    ['false', { mode: 'off' }],
    ['0', { mode: 'off' }],
    ['true', { mode: 'any' }],
    ['127.0.0.1', { mode: 'list', entries: ['127.0.0.1'] }],
  ])('TRUST_PROXY=%j', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }, paths).trustProxy).toEqual(expected);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['APP_SECRET', 'too-short'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_USERNAME', 'a'.repeat(51)],
    ['CORS_ORIGINS', 'not a url'],
    ['CORS_ORIGINS', 'https://a.example.com/path'],
    ['TRUST_PROXY', 'my-proxy'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'ftp://x'],
    ['PUBLIC_URL', 'satchel.example.com'],
  ])('names %s when it is %j', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('reports every bad variable at once, in a readable message', () => {
    try {
      parseConfig({ PORT: 'x', LOG_LEVEL: 'loud' }, paths);
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(/Invalid configuration:\n {2}- PORT: .*\n {2}- LOG_LEVEL: /);
    }
  });
});

describe('helpers', () => {
  it('finds the server package root from its own source folder', () => {
    const root = findServerRoot(fileURLToPath(new URL('.', import.meta.url)));
    expect(root.endsWith(join('apps', 'server'))).toBe(true);
  });

  it('recognises --migrate-only', () => {
    expect(isMigrateOnly(['node', 'main.js', '--migrate-only'])).toBe(true);
    expect(isMigrateOnly(['node', 'main.js'])).toBe(false);
  });
});
