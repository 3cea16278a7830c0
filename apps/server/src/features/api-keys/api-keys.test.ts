import { API_KEY_DEFAULT_TTL_MS, type ApiKeyDto, type Envelope } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../test/use-test-app.js';

const CUSTOM_KEY = 'my-custom_key-0123456789';

describe('API keys (api.md §3.2)', () => {
  const state = useAdminTestApp();

  const inHours = (hours: number) =>
    new Date(state.t.clock.now().getTime() + hours * 3_600_000).toISOString();
  const create = (body: unknown) =>
    state.t.post<Envelope<ApiKeyDto>>('/api/admin/api-keys', body, { token: state.token });
  const update = (id: string, body: unknown) =>
    state.t.put<Envelope<ApiKeyDto>>(`/api/admin/api-keys/${id}`, body, { token: state.token });
  const list = async () =>
    (await state.t.get<Envelope<ApiKeyDto[]>>('/api/admin/api-keys', { token: state.token })).body.data;

  describe('create', () => {
    it('applies the defaults: generated 32-char key, no flags, basic_path /, expiry now + 1 day', async () => {
      const response = await create({ name: 'ci' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ code: 201, success: true });
      const key = response.body.data;
      expect(key).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'ci',
        key: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        key_masked: `${key.key.slice(0, 6)}...`,
        text_permission: false,
        file_permission: false,
        mount_permission: false,
        basic_path: '/',
        expires_at: new Date(state.t.clock.now().getTime() + API_KEY_DEFAULT_TTL_MS).toISOString(),
        is_expired: false,
        last_used: null,
        created_at: state.t.clock.now().toISOString(),
        updated_at: state.t.clock.now().toISOString(),
      });
      const other = await create({ name: 'ci 2' });
      expect(other.body.data.key).not.toBe(key.key);
    });

    it('takes every field, in camelCase too; snake_case wins over camelCase', async () => {
      const response = await create({
        name: '  uploader  ',
        customKey: CUSTOM_KEY,
        textPermission: true,
        file_permission: 'true',
        mountPermission: 1,
        basicPath: '//team///docs/',
        expiresAt: '2025-06-10T12:00:00+02:00',
        expires_at: 'never',
      });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        name: 'uploader',
        key: CUSTOM_KEY,
        key_masked: 'my-cus...',
        text_permission: true,
        file_permission: true,
        mount_permission: true,
        basic_path: '/team/docs',
        expires_at: null,
      });
    });

    it('converts an offset expiry to UTC and accepts null', async () => {
      expect(
        (await create({ name: 'a', expires_at: '2025-06-10T12:00:00+02:00' })).body.data.expires_at,
      ).toBe('2025-06-10T10:00:00.000Z');
      expect((await create({ name: 'b', expires_at: null })).body.data.expires_at).toBeNull();
    });

    it.each([
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'a', custom_key: 'short' }, 'custom_key'],
      [{ name: 'a', custom_key: 'has spaces in it 0123' }, 'custom_key'],
      [{ name: 'a', custom_key: 'x'.repeat(129) }, 'custom_key'],
      [{ name: 'a', expires_at: '2025-06-09' }, 'expires_at'],
      [{ name: 'a', expires_at: 'tomorrow' }, 'expires_at'],
      [{ name: 'a', expires_at: 12345 }, 'expires_at'],
      [{ name: 'a', expires_at: '2025-06-08T09:29:59.999Z' }, 'expires_at'],
      [{ name: 'a', expires_at: '2025-06-08T09:30:00.000Z' }, 'expires_at'],
      [{ name: 'a', text_permission: 'yes' }, 'text_permission'],
    ])('400 VALIDATION_FAILED for %j names %s', async (body, field) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 400,
        error: 'VALIDATION_FAILED',
        data: { field },
        success: false,
      });
      expect(response.body.message).toContain(field);
      expect(await list()).toHaveLength(0);
    });

    it.each(['/..', '/a/../../b', '/a\\b', '/a\u0001'])(
      'basic_path %j → 400 PATH_ESCAPE',
      async (basicPath) => {
        const response = await create({ name: 'a', basic_path: basicPath });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({
          code: 400,
          error: 'PATH_ESCAPE',
          data: { field: 'basic_path' },
        });
      },
    );

    it('409 NAME_TAKEN and 409 KEY_TAKEN', async () => {
      await create({ name: 'dup', custom_key: CUSTOM_KEY });
      const sameName = await create({ name: 'dup' });
      expect(sameName.status).toBe(409);
      expect(sameName.body).toMatchObject({ code: 409, error: 'NAME_TAKEN', success: false });
      const sameKey = await create({ name: 'other', custom_key: CUSTOM_KEY });
      expect(sameKey.status).toBe(409);
      expect(sameKey.body).toMatchObject({ code: 409, error: 'KEY_TAKEN' });
    });

    it('stores only a digest and a ciphertext, and never returns either', async () => {
      const key = (await create({ name: 'secret', custom_key: CUSTOM_KEY })).body.data;
      const row = await state.t.db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(CUSTOM_KEY);
      expect(row.key_encrypted).toMatch(/^v1:/);
      const listing = await state.t.get('/api/admin/api-keys', { token: state.token });
      for (const response of [listing, await state.t.get('/api/test/api-key', { apiKey: CUSTOM_KEY })]) {
        expect(response.text).not.toContain(row.key_digest);
        expect(response.text).not.toContain(row.key_encrypted);
        expect(response.text).not.toContain('key_digest');
      }
    });
  });

  describe('list', () => {
    it('lists newest first with the decrypted key and is_expired', async () => {
      const older = (await create({ name: 'older', expires_at: inHours(1) })).body.data;
      state.t.clock.advance(1000);
      const newer = (await create({ name: 'newer', expires_at: null })).body.data;
      state.t.clock.advance(3_600_000);
      const keys = await list();
      expect(keys.map((key) => key.name)).toEqual(['newer', 'older']);
      expect(keys[1]).toMatchObject({ key: older.key, is_expired: true });
      expect(keys[0]).toMatchObject({ key: newer.key, is_expired: false });
    });

    it('records last_used when a key is used, at most once a minute', async () => {
      const key = (await create({ name: 'used' })).body.data;
      await state.t.get('/api/test/api-key', { apiKey: key.key });
      expect((await list())[0]!.last_used).toBe(state.t.clock.now().toISOString());
      const firstUse = state.t.clock.now().toISOString();
      state.t.clock.advance(30_000);
      await state.t.get('/api/test/api-key', { apiKey: key.key });
      expect((await list())[0]!.last_used).toBe(firstUse);
      state.t.clock.advance(30_000);
      await state.t.get('/api/test/api-key', { apiKey: key.key });
      expect((await list())[0]!.last_used).toBe(state.t.clock.now().toISOString());
    });
  });

  describe('update', () => {
    it('changes only the sent fields, never the key, and bumps credential_version', async () => {
      const key = (await create({ name: 'edit me', text_permission: true, basic_path: '/a' })).body.data;
      state.t.clock.advance(5000);
      const response = await update(key.id, { name: 'edited', filePermission: true, basic_path: '/b/./c/' });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        ...key,
        name: 'edited',
        file_permission: true,
        basic_path: '/b/c',
        updated_at: state.t.clock.now().toISOString(),
      });
      const row = await state.t.db
        .selectFrom('api_keys')
        .select('credential_version')
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
      expect(row.credential_version).toBe(2);
    });

    it('edits take effect on the very next request', async () => {
      const key = (await create({ name: 'live', text_permission: true })).body.data;
      const before = await state.t.get('/api/test/api-key', { apiKey: key.key });
      expect((before.body.data as { permissions: unknown }).permissions).toEqual({
        text: true,
        file: false,
        mount: false,
      });
      await update(key.id, { text_permission: false, mount_permission: true, basic_path: '/jail' });
      const after = await state.t.get('/api/test/api-key', { apiKey: key.key });
      expect(after.body.data).toMatchObject({
        basic_path: '/jail',
        permissions: { text: false, file: false, mount: true },
      });
      await update(key.id, { expires_at: inHours(1) });
      state.t.clock.advance(3_600_000);
      expect((await state.t.get('/api/test/api-key', { apiKey: key.key })).body.error).toBe(
        'API_KEY_INVALID',
      );
      await update(key.id, { expires_at: 'never' });
      expect((await state.t.get('/api/test/api-key', { apiKey: key.key })).status).toBe(200);
    });

    it('clearing file_permission leaves mount_permission as is', async () => {
      const key = (await create({ name: 'm', file_permission: true, mount_permission: true })).body.data;
      const response = await update(key.id, { file_permission: false });
      expect(response.body.data).toMatchObject({ file_permission: false, mount_permission: true });
    });

    it('renaming onto another key is 409 NAME_TAKEN; keeping its own name is fine', async () => {
      await create({ name: 'taken' });
      const key = (await create({ name: 'mine' })).body.data;
      expect((await update(key.id, { name: 'taken' })).body).toMatchObject({
        code: 409,
        error: 'NAME_TAKEN',
      });
      expect((await update(key.id, { name: 'mine' })).status).toBe(200);
    });

    it.each([
      [{ name: '' }, 'name'],
      [{ expires_at: '2025-01-01T00:00:00Z' }, 'expires_at'],
      [{ mount_permission: 'maybe' }, 'mount_permission'],
    ])('400 for %j names %s', async (body, field) => {
      const key = (await create({ name: 'v' })).body.data;
      const response = await update(key.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, data: { field } });
    });

    it('404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await update(id, { name: 'x' });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ code: 404, error: 'NOT_FOUND', success: false });
      }
    });

    it('ignores an attempt to change the key value', async () => {
      const key = (await create({ name: 'fixed' })).body.data;
      const response = await update(key.id, {
        key: 'new-value-0123456789',
        custom_key: 'new-value-0123456789',
      });
      expect(response.body.data.key).toBe(key.key);
    });
  });

  describe('delete', () => {
    it('deletes at once: the key stops working and a second delete is 404', async () => {
      const key = (await create({ name: 'doomed' })).body.data;
      const response = await state.t.delete(`/api/admin/api-keys/${key.id}`, { token: state.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 200, data: null, success: true });
      expect((await state.t.get('/api/test/api-key', { apiKey: key.key })).body.error).toBe(
        'API_KEY_INVALID',
      );
      expect((await state.t.delete(`/api/admin/api-keys/${key.id}`, { token: state.token })).status).toBe(
        404,
      );
      expect((await state.t.delete('/api/admin/api-keys/nope', { token: state.token })).status).toBe(404);
      expect(await list()).toHaveLength(0);
    });

    it('has no bulk endpoint', async () => {
      const response = await state.t.post(
        '/api/admin/api-keys/batch-delete',
        { ids: [] },
        { token: state.token },
      );
      expect(response.status).toBe(404);
    });
  });

  describe('gates (api.md §2.2)', () => {
    it('API keys get 403 and anonymous callers 401 on every call', async () => {
      const target = (await create({ name: 'target' })).body.data;
      const key = (
        await create({
          name: 'powerful',
          text_permission: true,
          file_permission: true,
          mount_permission: true,
        })
      ).body.data;
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/api/admin/api-keys', undefined],
        ['POST', '/api/admin/api-keys', { name: 'x' }],
        ['PUT', `/api/admin/api-keys/${target.id}`, { name: 'y' }],
        ['DELETE', `/api/admin/api-keys/${target.id}`, undefined],
      ];
      for (const [method, path, body] of calls) {
        const asKey = await state.t.request(method, path, { apiKey: key.key, body });
        expect([method, asKey.status, asKey.body.error]).toEqual([method, 403, 'FORBIDDEN']);
        const anonymous = await state.t.request(method, path, { body });
        expect([method, anonymous.status, anonymous.body.error]).toEqual([method, 401, 'UNAUTHENTICATED']);
        const expiredToken = await state.t.request(method, path, { token: 'expired-or-unknown', body });
        expect([method, expiredToken.status, expiredToken.body.error]).toEqual([
          method,
          401,
          'TOKEN_EXPIRED',
        ]);
      }
      expect((await list()).map((entry) => entry.name).sort()).toEqual(['powerful', 'target']);
    });

    it('checks the caller before the body: anonymous with a bad body is 401, not 400', async () => {
      const response = await state.t.post('/api/admin/api-keys', { name: '' });
      expect(response.status).toBe(401);
    });
  });
});
