import { ADMIN_TOKEN_TTL_MS, RATE_LIMIT_WINDOW_MS } from '@satchel/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../../test/harness.js';

const NEW_PASSWORD = 'a brand new password';

describe('auth (api.md §3.1)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  describe('POST /api/admin/login', () => {
    it('returns a 24 h token, stored only as a digest', async () => {
      const response = await t.post('/api/admin/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 200, success: true });
      const data = response.body.data as { username: string; token: string; expires_at: string };
      expect(data.username).toBe('admin');
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.expires_at).toBe(new Date(t.clock.now().getTime() + ADMIN_TOKEN_TTL_MS).toISOString());
      const rows = await t.db.selectFrom('admin_tokens').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_digest).not.toBe(data.token);
      expect(rows[0]!.token_digest).not.toContain(data.token);
    });

    it('answers a wrong password and an unknown user alike with 401 PASSWORD_INCORRECT', async () => {
      const wrongPassword = await t.post('/api/admin/login', { username: 'admin', password: 'nope' });
      const unknownUser = await t.post('/api/admin/login', {
        username: 'ghost',
        password: TEST_ADMIN_PASSWORD,
      });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({
          code: 401,
          error: 'PASSWORD_INCORRECT',
          data: null,
          success: false,
        });
      }
      expect(wrongPassword.body.message).toBe(unknownUser.body.message);
    });

    it.each([
      [{ password: 'x' }, 'username'],
      [{ username: 'admin' }, 'password'],
      [{ username: '   ', password: 'x' }, 'username'],
      [{ username: 'admin', password: '' }, 'password'],
    ])('400 names the missing field for %j', async (body, field) => {
      const response = await t.post('/api/admin/login', body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, error: 'VALIDATION_FAILED', data: { field } });
      expect(response.body.message).toContain(field);
    });

    it('never returns the password hash', async () => {
      const response = await t.post('/api/admin/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
      const admin = await t.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
      expect(response.text).not.toContain(admin.password_hash);
      expect(response.text).not.toContain('argon2');
    });
  });

  describe('sessions', () => {
    it('check and test/admin-token describe the session', async () => {
      const login = await t.post('/api/admin/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
      const { token, expires_at } = login.body.data as { token: string; expires_at: string };
      for (const path of ['/api/admin/check', '/api/test/admin-token']) {
        const response = await t.get(path, { token });
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({ username: 'admin', expires_at });
      }
    });

    it('a token expires after 24 h with 401 TOKEN_EXPIRED', async () => {
      const token = await t.loginAsAdmin();
      t.clock.advance(ADMIN_TOKEN_TTL_MS - 1);
      expect((await t.get('/api/admin/check', { token })).status).toBe(200);
      t.clock.advance(1);
      const response = await t.get('/api/admin/check', { token });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 401, error: 'TOKEN_EXPIRED', success: false });
    });

    it('logout revokes the presented token only', async () => {
      const first = await t.loginAsAdmin();
      const second = await t.loginAsAdmin();
      const logout = await t.post('/api/admin/logout', undefined, { token: first });
      expect(logout.status).toBe(200);
      expect(logout.body.data).toBeNull();
      expect((await t.get('/api/admin/check', { token: first })).body.error).toBe('TOKEN_EXPIRED');
      expect((await t.get('/api/admin/check', { token: second })).status).toBe(200);
      expect((await t.post('/api/admin/logout', undefined, { token: first })).status).toBe(401);
    });
  });

  describe('POST /api/admin/change-password', () => {
    it('changes the password and revokes every admin token, the caller included', async () => {
      const caller = await t.loginAsAdmin();
      const other = await t.loginAsAdmin();
      const before = await t.db.selectFrom('admins').select('credential_version').executeTakeFirstOrThrow();
      const response = await t.post(
        '/api/admin/change-password',
        { current_password: TEST_ADMIN_PASSWORD, new_password: NEW_PASSWORD },
        { token: caller },
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toBeNull();
      for (const token of [caller, other]) {
        expect((await t.get('/api/admin/check', { token })).body.error).toBe('TOKEN_EXPIRED');
      }
      const after = await t.db.selectFrom('admins').select('credential_version').executeTakeFirstOrThrow();
      expect(after.credential_version).toBe(before.credential_version + 1);
      expect(
        (await t.post('/api/admin/login', { username: 'admin', password: TEST_ADMIN_PASSWORD })).status,
      ).toBe(401);
      expect((await t.post('/api/admin/login', { username: 'admin', password: NEW_PASSWORD })).status).toBe(
        200,
      );
    });

    it('accepts camelCase names and changes the username', async () => {
      const token = await t.loginAsAdmin();
      const response = await t.post(
        '/api/admin/change-password',
        { currentPassword: TEST_ADMIN_PASSWORD, newUsername: '  root  ' },
        { token },
      );
      expect(response.status).toBe(200);
      expect(
        (await t.post('/api/admin/login', { username: 'admin', password: TEST_ADMIN_PASSWORD })).status,
      ).toBe(401);
      const login = await t.post('/api/admin/login', { username: 'root', password: TEST_ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      expect((login.body.data as { username: string }).username).toBe('root');
    });

    it('snake_case wins when both spellings are sent', async () => {
      const token = await t.loginAsAdmin();
      const response = await t.post(
        '/api/admin/change-password',
        { current_password: TEST_ADMIN_PASSWORD, currentPassword: 'wrong', new_password: NEW_PASSWORD },
        { token },
      );
      expect(response.status).toBe(200);
    });

    it('401 PASSWORD_INCORRECT for a wrong current password, tokens untouched', async () => {
      const token = await t.loginAsAdmin();
      const response = await t.post(
        '/api/admin/change-password',
        { current_password: 'wrong', new_password: NEW_PASSWORD },
        { token },
      );
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 401, error: 'PASSWORD_INCORRECT' });
      expect((await t.get('/api/admin/check', { token })).status).toBe(200);
    });

    it.each([
      [{ new_password: NEW_PASSWORD }, 'current_password'],
      [{ current_password: TEST_ADMIN_PASSWORD }, 'new_password'],
      [{ current_password: TEST_ADMIN_PASSWORD, new_password: '', new_username: ' ' }, 'new_password'],
      [{ current_password: TEST_ADMIN_PASSWORD, new_password: 'short' }, 'new_password'],
      [{ current_password: TEST_ADMIN_PASSWORD, new_password: 'x'.repeat(257) }, 'new_password'],
      [{ current_password: TEST_ADMIN_PASSWORD, new_username: 'x'.repeat(51) }, 'new_username'],
      [{ current_password: TEST_ADMIN_PASSWORD, new_username: 'a\u0007b' }, 'new_username'],
      [{ current_password: TEST_ADMIN_PASSWORD, new_password: TEST_ADMIN_PASSWORD }, 'new_password'],
    ])('400 for %j names %s', async (body, field) => {
      const token = await t.loginAsAdmin();
      const response = await t.post('/api/admin/change-password', body, { token });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, error: 'VALIDATION_FAILED', data: { field } });
      expect(response.body.message).toContain(field);
      expect((await t.get('/api/admin/check', { token })).status).toBe(200);
    });
  });

  describe('GET /api/test/api-key', () => {
    it('describes the key', async () => {
      const key = await t.createApiKey({ text: true, mount: true, basic_path: '/team' });
      const response = await t.get('/api/test/api-key', { apiKey: key.key });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        name: key.name,
        basic_path: '/team',
        permissions: { text: true, file: false, mount: true },
        key_info: { id: key.id, name: key.name, basic_path: '/team', expires_at: key.expires_at },
      });
    });
  });

  describe('gates (api.md §2.2)', () => {
    const ADMIN_ONLY = [
      ['POST', '/api/admin/logout'],
      ['GET', '/api/admin/check'],
      ['POST', '/api/admin/change-password'],
      ['GET', '/api/test/admin-token'],
    ] as const;

    it('admin-only routes: API key 403, anonymous 401, bad/revoked/expired token 401 TOKEN_EXPIRED', async () => {
      const key = await t.createApiKey({ text: true, file: true, mount: true });
      const revoked = await t.loginAsAdmin();
      await t.post('/api/admin/logout', undefined, { token: revoked });
      for (const [method, path] of ADMIN_ONLY) {
        const body = method === 'GET' ? undefined : {};
        const asKey = await t.request(method, path, { apiKey: key.key, body });
        expect([path, asKey.status, asKey.body.error]).toEqual([path, 403, 'FORBIDDEN']);
        const anonymous = await t.request(method, path, { body });
        expect([path, anonymous.status, anonymous.body.error]).toEqual([path, 401, 'UNAUTHENTICATED']);
        const badToken = await t.request(method, path, { token: 'not-a-token', body });
        expect([path, badToken.status, badToken.body.error]).toEqual([path, 401, 'TOKEN_EXPIRED']);
        const revokedToken = await t.request(method, path, { token: revoked, body });
        expect([path, revokedToken.status, revokedToken.body.error]).toEqual([path, 401, 'TOKEN_EXPIRED']);
        const badKey = await t.request(method, path, { apiKey: 'not-a-key', body });
        expect([path, badKey.status, badKey.body.error]).toEqual([path, 401, 'API_KEY_INVALID']);
      }
    });

    it('/test/api-key: admin 403, anonymous 401, unknown/expired/deleted key 401 API_KEY_INVALID', async () => {
      const token = await t.loginAsAdmin();
      expect((await t.get('/api/test/api-key', { token })).status).toBe(403);
      expect((await t.get('/api/test/api-key')).body.error).toBe('UNAUTHENTICATED');
      expect((await t.get('/api/test/api-key', { apiKey: 'nope' })).body.error).toBe('API_KEY_INVALID');

      const expiring = await t.createApiKey({
        expires_at: new Date(t.clock.now().getTime() + 60_000).toISOString(),
      });
      expect((await t.get('/api/test/api-key', { apiKey: expiring.key })).status).toBe(200);
      t.clock.advance(60_000);
      const expired = await t.get('/api/test/api-key', { apiKey: expiring.key });
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ code: 401, error: 'API_KEY_INVALID', success: false });

      const deleted = await t.createApiKey();
      await t.delete(`/api/admin/api-keys/${deleted.id}`, { token: await t.loginAsAdmin() });
      expect((await t.get('/api/test/api-key', { apiKey: deleted.key })).body.error).toBe('API_KEY_INVALID');
    });

    it('login is public: a bad credential on it is ignored', async () => {
      const response = await t.post(
        '/api/admin/login',
        { username: 'admin', password: TEST_ADMIN_PASSWORD },
        { token: 'garbage' },
      );
      expect(response.status).toBe(200);
    });
  });
});

describe('login rate limit (api.md §5.5)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (password: string, ip: string, username = 'admin') =>
    t.post('/api/admin/login', { username, password }, { ip });

  it('the 6th failure from one IP gets 429 with Retry-After; then even the right password is refused', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('wrong', '198.51.100.1')).status).toBe(401);
    }
    const limited = await login('wrong', '198.51.100.1');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, error: 'RATE_LIMITED', success: false });
    const retryAfter = (limited.body.data as { retry_after: number }).retry_after;
    expect(retryAfter).toBe(RATE_LIMIT_WINDOW_MS / 1000);
    expect(limited.headers.get('retry-after')).toBe(String(retryAfter));

    const correct = await login(TEST_ADMIN_PASSWORD, '198.51.100.1');
    expect(correct.status).toBe(429);

    // Another IP is not limited (the username has only 5 failures of its 20).
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.2')).status).toBe(200);

    // Retry-After counts down, and the window ends.
    t.clock.advance(60_000);
    const later = await login(TEST_ADMIN_PASSWORD, '198.51.100.1');
    expect((later.body.data as { retry_after: number }).retry_after).toBe(RATE_LIMIT_WINDOW_MS / 1000 - 60);
    t.clock.advance(RATE_LIMIT_WINDOW_MS - 60_000);
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.1')).status).toBe(200);
  });

  it('a parallel burst of wrong passwords cannot outrun the limit (counted before verifying)', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => login('wrong', '198.51.100.40')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(response.headers.get('retry-after')).toBe(String(RATE_LIMIT_WINDOW_MS / 1000));
    }
    // Refused attempts were taken back: the IP bucket holds exactly the rejected credentials.
    const bucket = await t.db
      .selectFrom('rate_limit_buckets')
      .select('count')
      .where('bucket_key', '=', 'admin-login:ip:198.51.100.40')
      .executeTakeFirstOrThrow();
    expect(bucket.count).toBe(statuses.filter((status) => status === 401).length);
  });

  it('a correct password does not count', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login('wrong', '198.51.100.41')).status).toBe(401);
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.41')).status).toBe(200);
    }
    expect((await login('wrong', '198.51.100.41')).status).toBe(401);
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.41')).status).toBe(429);
  });

  it('20 failures for one username from many IPs limit that username everywhere', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login('wrong', `203.0.113.${attempt}`)).status).toBe(401);
    }
    const response = await login(TEST_ADMIN_PASSWORD, '203.0.113.200');
    expect(response.status).toBe(429);
    // The username counter ignores case, so `ADMIN` cannot dodge it.
    expect((await login('wrong', '203.0.113.201', 'ADMIN')).status).toBe(429);
  });

  it('requests without a credential never count', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await t.post('/api/admin/login', { username: 'admin' }, { ip: '198.51.100.9' })).status).toBe(
        400,
      );
    }
    expect((await login(TEST_ADMIN_PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('a wrong current password on change-password counts toward the login limit', async () => {
    const token = await t.loginAsAdmin();
    const ip = '198.51.100.20';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.post(
        '/api/admin/change-password',
        { current_password: 'wrong', new_password: NEW_PASSWORD },
        { token, ip },
      );
      expect(response.status).toBe(401);
    }
    const limited = await t.post(
      '/api/admin/change-password',
      { current_password: TEST_ADMIN_PASSWORD, new_password: NEW_PASSWORD },
      { token, ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await login(TEST_ADMIN_PASSWORD, ip)).status).toBe(429);
  });

  it('counters live in the database: a new app instance on the same database still refuses', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('wrong', '198.51.100.30');
    const second = await createTestApp({ database: t.database, clock: t.clock });
    try {
      const response = await second.post(
        '/api/admin/login',
        { username: 'admin', password: TEST_ADMIN_PASSWORD },
        { ip: '198.51.100.30' },
      );
      expect(response.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
