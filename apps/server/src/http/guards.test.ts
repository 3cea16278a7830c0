import type { Permission } from '@satchel/shared';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createSilentLogger } from '../lib/logger.js';
import type { ApiKeyPrincipal } from '../lib/principal.js';
import type { AppEnv } from './app-env.js';
import { requireAdmin, requireApiKey, requirePermission } from './guards.js';
import { createErrorHandler } from './on-error.js';
import { resolvePrincipal } from './principal.js';

/*
 * The gates of api.md §2.2 on a bare app with a fake credential store, so every combination of
 * caller and gate is checked, including gates no endpoint uses yet.
 */

const ADMIN_TOKEN = 'admin-token';
const KEYS: Record<string, Permission[]> = {
  'key-none': [],
  'key-text': ['text'],
  'key-file': ['file'],
  'key-mount': ['mount'],
  'key-mount-file': ['mount', 'file'],
};

function keyPrincipal(key: string): ApiKeyPrincipal | null {
  const flags = KEYS[key];
  if (!flags) return null;
  return {
    kind: 'api-key',
    apiKey: {
      id: key,
      name: key,
      permissions: {
        text: flags.includes('text'),
        file: flags.includes('file'),
        mount: flags.includes('mount'),
      },
      basicPath: '/',
      expiresAt: null,
      credentialVersion: 1,
    },
  };
}

const app = new Hono<AppEnv>()
  .use(
    '*',
    resolvePrincipal({
      findAdminByToken: async (token) =>
        token === ADMIN_TOKEN
          ? {
              kind: 'admin',
              adminId: 'a',
              username: 'admin',
              tokenDigest: 'd',
              expiresAt: '2099-01-01T00:00:00.000Z',
            }
          : null,
      findApiKeyByValue: async (key) => keyPrincipal(key),
    }),
  )
  .get('/admin', requireAdmin(), (c) => c.text('ok'))
  .get('/any-key', requireApiKey(), (c) => c.text('ok'))
  .get('/user/pastes', requireApiKey('text'), (c) => c.text('ok'))
  .get('/user/mounts', requireApiKey('mount'), (c) => c.text('ok'))
  .get('/user/fs', requireApiKey('mount', 'file'), (c) => c.text('ok'))
  .get('/paste', requirePermission('text'), (c) => c.text('ok'))
  .get('/upload', requirePermission('file'), (c) => c.text('ok'))
  .get('/public', (c) => c.json({ kind: c.var.principal.kind }))
  .onError(createErrorHandler(createSilentLogger()));

async function call(path: string, authorization?: string) {
  const response = await app.request(path, { headers: authorization ? { authorization } : {} });
  if (response.status === 200) return 200;
  const body = (await response.json()) as { code: number; error: string };
  expect(body.code).toBe(response.status);
  return `${response.status} ${body.error}`;
}

const CALLERS = {
  admin: `Bearer ${ADMIN_TOKEN}`,
  none: 'ApiKey key-none',
  text: 'ApiKey key-text',
  file: 'ApiKey key-file',
  mount: 'ApiKey key-mount',
  mountFile: 'ApiKey key-mount-file',
  anonymous: undefined,
  badToken: 'Bearer nope',
  badKey: 'ApiKey nope',
  basic: 'Basic YWRtaW46eA==',
} as const;

const F = '403 FORBIDDEN';
const U = '401 UNAUTHENTICATED';
const T = '401 TOKEN_EXPIRED';
const K = '401 API_KEY_INVALID';

describe('permission matrix (api.md §2.2)', () => {
  it.each([
    //  path            admin  none  text  file  mount mountFile anon badToken badKey basic
    ['/admin', [200, F, F, F, F, F, U, T, K, U]],
    ['/any-key', [F, 200, 200, 200, 200, 200, U, T, K, U]],
    ['/user/pastes', [F, F, 200, F, F, F, U, T, K, U]],
    ['/user/mounts', [F, F, F, F, 200, 200, U, T, K, U]],
    ['/user/fs', [F, F, F, F, F, 200, U, T, K, U]],
    ['/paste', [200, F, 200, F, F, F, U, T, K, U]],
    ['/upload', [200, F, F, 200, F, 200, U, T, K, U]],
  ] as const)('%s', async (path, expected) => {
    const actual = [];
    for (const authorization of Object.values(CALLERS)) actual.push(await call(path, authorization));
    expect(actual).toEqual(expected);
  });

  it('public routes treat an invalid credential as anonymous', async () => {
    for (const authorization of [CALLERS.badToken, CALLERS.badKey, 'Bearer', 'garbage']) {
      const response = await app.request('/public', { headers: { authorization } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ kind: 'public' });
    }
  });

  it('reads the scheme case-insensitively', async () => {
    expect(await call('/admin', `bEaReR ${ADMIN_TOKEN}`)).toBe(200);
    expect(await call('/user/pastes', 'APIKEY key-text')).toBe(200);
  });

  it('names the missing flags', async () => {
    const response = await app.request('/user/fs', { headers: { authorization: CALLERS.mount } });
    expect(((await response.json()) as { message: string }).message).toMatch(/mount and file/);
  });
});
