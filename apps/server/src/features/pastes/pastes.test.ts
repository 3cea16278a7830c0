import {
  LARGE_JSON_BODY_LIMIT_BYTES,
  MIB,
  PASTE_ACCESS_TOKEN_TTL_MS,
  RATE_LIMIT_WINDOW_MS,
  type CreatedPasteDto,
  type Envelope,
  type PublicPasteView,
} from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { useAdminTestApp } from '../../../test/use-test-app.js';

const HOUR = 3_600_000;
const USER_CONTENT_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

/** The exact field sets of api.md §3.3's public views. */
const VIEW_FIELDS = [
  'access_token',
  'access_token_expires_at',
  'can_edit',
  'content',
  'created_at',
  'expires_at',
  'has_password',
  'max_views',
  'raw_url',
  'remaining_views',
  'remark',
  'requires_password',
  'slug',
  'updated_at',
  'views',
].sort();
const METADATA_FIELDS = [
  'can_edit',
  'created_at',
  'expires_at',
  'has_password',
  'max_views',
  'remaining_views',
  'remark',
  'requires_password',
  'slug',
  'views',
].sort();

describe('pastes: create, view, unlock, raw (api.md §3.3, §4.1–§4.4)', () => {
  const state = useAdminTestApp();

  const inHours = (hours: number) => new Date(state.t.clock.now().getTime() + hours * HOUR).toISOString();
  const create = (body: unknown, options: { token?: string; apiKey?: string } = { token: state.token }) =>
    state.t.post<Envelope<CreatedPasteDto>>('/api/paste', body, options);
  const createPaste = async (body: Record<string, unknown> = {}) => {
    const response = await create({ content: 'hello world', ...body });
    if (response.status !== 201) throw new Error(`create failed: ${response.text}`);
    return response.body.data;
  };
  const view = (slug: string, options: { token?: string; apiKey?: string; ip?: string } = {}) =>
    state.t.get<Envelope<PublicPasteView>>(`/api/paste/${slug}`, options);
  const unlock = (slug: string, password: unknown, ip?: string) =>
    state.t.post<Envelope<PublicPasteView>>(`/api/paste/${slug}`, { password }, ip ? { ip } : {});
  /** HEAD through the app directly: the harness would try to parse the empty JSON body. */
  const head = async (path: string) =>
    (
      await state.t.app.request(
        path,
        { method: 'HEAD' },
        { incoming: { socket: { remoteAddress: '192.0.2.1' } } },
      )
    ).status;
  const storedViews = async (slug: string) =>
    (await state.t.db.selectFrom('pastes').select('views').where('slug', '=', slug).executeTakeFirstOrThrow())
      .views;

  describe('POST /api/paste', () => {
    it('creates with the defaults and answers 201 with the full paste and an absolute raw_url', async () => {
      const response = await create({ content: '# Title\n\nbody' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ code: 201, success: true });
      const paste = response.body.data;
      const now = state.t.clock.now().toISOString();
      expect(paste).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        slug: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
        url: `/paste/${paste.slug}`,
        remark: null,
        content: '# Title\n\nbody',
        has_password: false,
        expires_at: null,
        max_views: 0,
        views: 0,
        remaining_views: null,
        exhausted_at: null,
        status: 'active',
        created_by: 'admin',
        key_name: null,
        created_at: now,
        updated_at: now,
        raw_url: `http://localhost/api/raw/${paste.slug}`,
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('takes every field, camelCase aliases included (snake_case wins)', async () => {
      const response = await create({
        content: 'text',
        remark: '  a note  ',
        slug: 'My_Slug-1',
        password: 'secret',
        expiresAt: '2025-06-08T12:30:00+02:00',
        maxViews: 3,
      });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        slug: 'My_Slug-1',
        remark: 'a note',
        has_password: true,
        expires_at: '2025-06-08T10:30:00.000Z',
        max_views: 3,
        remaining_views: 3,
      });
      const both = await create({
        content: 'x',
        max_views: 1,
        maxViews: 9,
        expires_at: null,
        expiresAt: inHours(1),
      });
      expect(both.body.data).toMatchObject({ max_views: 1, expires_at: null });
    });

    it('records the creating key and its name; an empty password means none', async () => {
      const key = await state.t.createApiKey({ text: true, name: 'writer' });
      const response = await create({ content: 'from a key', password: '' }, { apiKey: key.key });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        created_by: `apikey:${key.id}`,
        key_name: 'writer',
        has_password: false,
      });
    });

    it('stores the password only as an argon2id hash and never returns it', async () => {
      const response = await create({ content: 'x', password: 'hunter2-secret' });
      const row = await state.t.db.selectFrom('pastes').selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(response.text).not.toContain('hunter2-secret');
      expect(response.text).not.toContain('argon2');
      expect(response.text).not.toContain('password_hash');
    });

    it.each([
      [{}, 'content'],
      [{ content: '' }, 'content'],
      [{ content: ' \n\t ' }, 'content'],
      [{ content: 42 }, 'content'],
      [{ content: 'x', remark: 'r'.repeat(501) }, 'remark'],
      [{ content: 'x', slug: 'has space' }, 'slug'],
      [{ content: 'x', slug: 'dot.dot' }, 'slug'],
      [{ content: 'x', slug: 'ü' }, 'slug'],
      [{ content: 'x', slug: 's'.repeat(65) }, 'slug'],
      [{ content: 'x', password: 'p'.repeat(129) }, 'password'],
      [{ content: 'x', expires_at: '2025-06-08T09:29:59.999Z' }, 'expires_at'],
      [{ content: 'x', expires_at: '2025-06-08T09:30:00.000Z' }, 'expires_at'],
      [{ content: 'x', expires_at: '2025-06-09' }, 'expires_at'],
      [{ content: 'x', expires_at: 'tomorrow' }, 'expires_at'],
      [{ content: 'x', max_views: -1 }, 'max_views'],
      [{ content: 'x', maxViews: -1 }, 'max_views'],
      [{ content: 'x', max_views: 1.5 }, 'max_views'],
      [{ content: 'x', max_views: 'many' }, 'max_views'],
    ])('400 VALIDATION_FAILED naming the field (case %#)', async (body, field) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 400,
        error: 'VALIDATION_FAILED',
        data: { field },
        success: false,
      });
      expect(await state.t.db.selectFrom('pastes').select('id').execute()).toHaveLength(0);
    });

    it('accepts the boundaries: 64-character slug, 500-character remark, 128-character password', async () => {
      const response = await create({
        content: 'x',
        slug: 'a'.repeat(64),
        remark: 'r'.repeat(500),
        password: 'p'.repeat(128),
      });
      expect(response.status).toBe(201);
    });

    it('allows exactly 10 MiB of UTF-8 content and refuses one byte more', async () => {
      const exact = await create({ content: 'a'.repeat(10 * MIB) });
      expect(exact.status).toBe(201);
      // "é" is 2 bytes: 5 Mi of them plus one is 10 MiB + 2 bytes, while the body stays under 12 MiB.
      const over = await create({ content: 'é'.repeat(5 * MIB + 1) });
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ error: 'VALIDATION_FAILED', data: { field: 'content' } });
    });

    it('413 TOO_LARGE for a body over 12 MiB, declared or streamed', async () => {
      const body = JSON.stringify({ content: 'a'.repeat(LARGE_JSON_BODY_LIMIT_BYTES) });
      const declared = await state.t.request('POST', '/api/paste', {
        token: state.token,
        rawBody: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(declared.status).toBe(413);
      expect(declared.body).toMatchObject({
        code: 413,
        error: 'TOO_LARGE',
        data: { reason: 'body', limit_bytes: LARGE_JSON_BODY_LIMIT_BYTES },
      });
      const bytes = new TextEncoder().encode(body);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.length; offset += MIB)
            controller.enqueue(bytes.slice(offset, offset + MIB));
          controller.close();
        },
      });
      const streamed = await state.t.request('POST', '/api/paste', { token: state.token, rawBody: stream });
      expect(streamed.status).toBe(413);
      expect(await state.t.db.selectFrom('pastes').select('id').execute()).toHaveLength(0);
    });

    it('slugs: custom ones are case-sensitive, taken ones get 409 SLUG_TAKEN', async () => {
      expect((await create({ content: 'a', slug: 'Notes' })).status).toBe(201);
      expect((await create({ content: 'b', slug: 'notes' })).status).toBe(201);
      const taken = await create({ content: 'c', slug: 'Notes' });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({ code: 409, error: 'SLUG_TAKEN', success: false });
      expect((await view('Notes')).body.data.content).toBe('a');
      expect((await view('notes')).body.data.content).toBe('b');
    });

    it('a slug stays taken while its paste is expired but not cleaned up', async () => {
      await createPaste({ slug: 'gone-soon', expires_at: inHours(1) });
      state.t.clock.advance(2 * HOUR);
      expect((await create({ content: 'again', slug: 'gone-soon' })).status).toBe(409);
    });

    it('generated slugs are distinct 8-character alphanumerics', async () => {
      const slugs = new Set<string>();
      for (let index = 0; index < 20; index += 1) slugs.add((await createPaste()).slug);
      expect(slugs.size).toBe(20);
      for (const slug of slugs) expect(slug).toMatch(/^[A-Za-z0-9]{8}$/);
    });

    it('uses PUBLIC_URL for raw_url when set', async () => {
      const other = await createTestApp({ env: { PUBLIC_URL: 'https://satchel.example.com/' } });
      try {
        const response = await other.post<Envelope<CreatedPasteDto>>(
          '/api/paste',
          { content: 'x', slug: 'abc' },
          { token: await other.loginAsAdmin() },
        );
        expect(response.body.data.raw_url).toBe('https://satchel.example.com/api/raw/abc');
      } finally {
        await other.close();
      }
    });
  });

  describe('permissions (api.md §2.2)', () => {
    it('anonymous 401, key without text 403, unknown key 401, text key 201', async () => {
      const anonymous = await state.t.post('/api/paste', { content: 'x' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
      const fileOnly = await state.t.createApiKey({ file: true, mount: true });
      const forbidden = await create({ content: 'x' }, { apiKey: fileOnly.key });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toMatchObject({ code: 403, error: 'FORBIDDEN' });
      const unknown = await create({ content: 'x' }, { apiKey: 'not-a-real-key-0123456789' });
      expect(unknown.status).toBe(401);
      expect(unknown.body).toMatchObject({ error: 'API_KEY_INVALID' });
      const expiredAdmin = await create({ content: 'x' }, { token: 'stale' });
      expect(expiredAdmin.body).toMatchObject({ code: 401, error: 'TOKEN_EXPIRED' });
      const textKey = await state.t.createApiKey({ text: true });
      expect((await create({ content: 'x' }, { apiKey: textKey.key })).status).toBe(201);
    });

    it('public endpoints treat a bad credential as anonymous', async () => {
      const paste = await createPaste();
      const response = await view(paste.slug, { token: 'stale' });
      expect(response.status).toBe(200);
      expect(response.body.data.can_edit).toBe(false);
    });
  });

  describe('GET /api/paste/{slug} without a password', () => {
    it('counts one view and returns exactly the documented fields, with a token and a token raw_url', async () => {
      const paste = await createPaste({ remark: 'note', max_views: 3, expires_at: inHours(5) });
      const response = await view(paste.slug);
      expect(response.status).toBe(200);
      const data = response.body.data;
      expect(Object.keys(data).sort()).toEqual(VIEW_FIELDS);
      expect(data).toMatchObject({
        slug: paste.slug,
        content: 'hello world',
        remark: 'note',
        has_password: false,
        requires_password: false,
        expires_at: inHours(5),
        max_views: 3,
        views: 1,
        remaining_views: 2,
        created_at: paste.created_at,
        updated_at: paste.updated_at,
        can_edit: false,
        access_token_expires_at: new Date(
          state.t.clock.now().getTime() + PASTE_ACCESS_TOKEN_TTL_MS,
        ).toISOString(),
      });
      expect(data.access_token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(data.raw_url).toBe(`http://localhost/api/raw/${paste.slug}?token=${data.access_token}`);
      expect(await storedViews(paste.slug)).toBe(1);
      expect((await view(paste.slug)).body.data.views).toBe(2);
    });

    it('never exposes created_by, key_name or password data', async () => {
      const key = await state.t.createApiKey({ text: true, name: 'secret-key-name' });
      const paste = (await create({ content: 'x' }, { apiKey: key.key })).body.data;
      const locked = (await create({ content: 'y', password: 'pw-needle-42' }, { apiKey: key.key })).body
        .data;
      const responses = [
        await view(paste.slug),
        await view(locked.slug),
        await unlock(locked.slug, 'pw-needle-42'),
        await unlock(locked.slug, 'wrong'),
      ];
      const hash = (
        await state.t.db
          .selectFrom('pastes')
          .select('password_hash')
          .where('id', '=', locked.id)
          .executeTakeFirstOrThrow()
      ).password_hash!;
      for (const response of responses) {
        expect(response.text).not.toContain(hash);
        expect(response.text).not.toContain('pw-needle-42');
      }
      const response = { text: responses.map((entry) => entry.text).join('\n') };
      for (const needle of [
        'created_by',
        'apikey:',
        key.id,
        'secret-key-name',
        'password_hash',
        'argon2',
        'key_name',
      ]) {
        expect(response.text).not.toContain(needle);
      }
    });

    it('can_edit (and id) only for the admin and the creating key', async () => {
      const owner = await state.t.createApiKey({ text: true });
      const stranger = await state.t.createApiKey({ text: true });
      const paste = (await create({ content: 'x' }, { apiKey: owner.key })).body.data;
      const anonymous = (await view(paste.slug)).body.data;
      expect(anonymous.can_edit).toBe(false);
      expect(anonymous).not.toHaveProperty('id');
      expect((await view(paste.slug, { apiKey: stranger.key })).body.data).toMatchObject({ can_edit: false });
      expect((await view(paste.slug, { apiKey: stranger.key })).body.data).not.toHaveProperty('id');
      expect((await view(paste.slug, { apiKey: owner.key })).body.data).toMatchObject({
        can_edit: true,
        id: paste.id,
      });
      expect((await view(paste.slug, { token: state.token })).body.data).toMatchObject({
        can_edit: true,
        id: paste.id,
      });
    });

    it('re-reads with ?token= count nothing and return the same token', async () => {
      const paste = await createPaste({ max_views: 5 });
      const first = (await view(paste.slug)).body.data;
      for (let index = 0; index < 3; index += 1) {
        const again = await state.t.get<Envelope<PublicPasteView>>(
          `/api/paste/${paste.slug}?token=${first.access_token}`,
        );
        expect(again.status).toBe(200);
        expect(again.body.data).toMatchObject({
          content: 'hello world',
          views: 1,
          access_token: first.access_token,
          access_token_expires_at: first.access_token_expires_at,
        });
      }
      expect(await storedViews(paste.slug)).toBe(1);
    });

    it('HEAD counts nothing', async () => {
      const paste = await createPaste({ max_views: 1 });
      expect(await head(`/api/paste/${paste.slug}`)).toBe(200);
      expect(await head(`/api/raw/${paste.slug}`)).toBe(200);
      expect(await storedViews(paste.slug)).toBe(0);
      expect((await view(paste.slug)).status).toBe(200);
    });

    it('404 NOT_FOUND for an unknown slug', async () => {
      const response = await view('nothing-here');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 404, error: 'NOT_FOUND', success: false });
    });
  });

  describe('view limits and expiry (api.md §4.3)', () => {
    it('viewer N gets the content, viewer N+1 gets 410 SHARE_EXHAUSTED; exhausted_at is set', async () => {
      const paste = await createPaste({ max_views: 2 });
      expect((await view(paste.slug)).body.data).toMatchObject({ views: 1, remaining_views: 1 });
      expect((await view(paste.slug)).body.data).toMatchObject({ views: 2, remaining_views: 0 });
      const gone = await view(paste.slug);
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({
        code: 410,
        error: 'SHARE_EXHAUSTED',
        data: { reason: 'view_limit' },
        success: false,
      });
      const row = await state.t.db.selectFrom('pastes').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ views: 2, exhausted_at: state.t.clock.now().toISOString() });
      expect((await state.t.get(`/api/raw/${paste.slug}`)).status).toBe(410);
    });

    it('40 concurrent viewers of a max_views=5 paste: exactly 5 get the content, 35 get 410', async () => {
      const paste = await createPaste({ max_views: 5 });
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) => view(paste.slug, { ip: `198.51.100.${index + 1}` })),
      );
      const served = responses.filter((response) => response.status === 200);
      const gone = responses.filter((response) => response.status === 410);
      expect(served).toHaveLength(5);
      expect(gone).toHaveLength(35);
      for (const response of served) expect(response.body.data.content).toBe('hello world');
      for (const response of gone)
        expect(response.body).toMatchObject({ error: 'SHARE_EXHAUSTED', data: { reason: 'view_limit' } });
      expect(served.map((response) => response.body.data.views).sort()).toEqual([1, 2, 3, 4, 5]);
      const row = await state.t.db.selectFrom('pastes').selectAll().executeTakeFirstOrThrow();
      expect(row.views).toBe(5);
      expect(row.exhausted_at).not.toBeNull();
    });

    it('concurrent raw reads and views share one limit', async () => {
      const paste = await createPaste({ max_views: 3 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2 === 0 ? view(paste.slug) : state.t.get(`/api/raw/${paste.slug}`),
        ),
      );
      expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
      expect(responses.filter((response) => response.status === 410)).toHaveLength(17);
    });

    it('410 SHARE_EXPIRED once expires_at ≤ now, on view, unlock and raw; it stays 410 until clear-expired', async () => {
      const open = await createPaste({ slug: 'open-expiring', expires_at: inHours(1) });
      const locked = await createPaste({ slug: 'locked-expiring', expires_at: inHours(1), password: 'pw' });
      expect((await view(open.slug)).status).toBe(200);
      state.t.clock.advance(HOUR);
      const expectExpired = (response: { status: number; body: unknown }) => {
        expect(response.status).toBe(410);
        expect(response.body).toMatchObject({
          code: 410,
          error: 'SHARE_EXPIRED',
          data: { reason: 'expired' },
        });
      };
      expectExpired(await view(open.slug));
      expectExpired(await view(locked.slug));
      expectExpired(await unlock(locked.slug, 'pw'));
      expectExpired(await state.t.get(`/api/raw/${open.slug}`));
      expectExpired(await state.t.get(`/api/raw/${locked.slug}?password=pw`));
      // Still 410 much later: never 404 before cleanup.
      state.t.clock.advance(23 * HOUR);
      expectExpired(await view(open.slug));
      // The admin session from the start has expired by now (24 h).
      state.token = await state.t.loginAsAdmin();
      const cleared = await state.t.post('/api/admin/pastes/clear-expired', undefined, {
        token: state.token,
      });
      expect(cleared.body.data).toEqual({ deleted_count: 2 });
      expect((await view(open.slug)).status).toBe(404);
      expect((await state.t.get(`/api/raw/${locked.slug}`)).status).toBe(404);
      expect((await create({ content: 'reborn', slug: 'open-expiring' })).status).toBe(201);
    });

    it('an exhausted paste stays 410 as time passes, then 404 after cleanup with its slug free', async () => {
      const paste = await createPaste({ slug: 'once', max_views: 1 });
      expect((await view(paste.slug)).status).toBe(200);
      state.t.clock.advance(12 * HOUR);
      expect((await view(paste.slug)).status).toBe(410);
      await state.t.post('/api/admin/pastes/clear-expired', { clear_expired: true }, { token: state.token });
      expect((await view(paste.slug)).status).toBe(404);
      expect((await create({ content: 'y', slug: 'once' })).status).toBe(201);
    });
  });

  describe('password-protected pastes (api.md §4.4)', () => {
    it('GET without a token returns metadata only and counts nothing', async () => {
      const paste = await createPaste({ password: 'open sesame', max_views: 2, remark: 'r' });
      const response = await view(paste.slug);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.data).sort()).toEqual(METADATA_FIELDS);
      expect(response.body.data).toMatchObject({
        has_password: true,
        requires_password: true,
        views: 0,
        remaining_views: 2,
        remark: 'r',
      });
      expect(response.text).not.toContain('hello world');
      expect(await storedViews(paste.slug)).toBe(0);
    });

    it('POST with the right password counts one view and returns the content and a token', async () => {
      const paste = await createPaste({ password: 'open sesame', max_views: 2 });
      const response = await unlock(paste.slug, 'open sesame');
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.data).sort()).toEqual(VIEW_FIELDS);
      expect(response.body.data).toMatchObject({
        content: 'hello world',
        has_password: true,
        requires_password: false,
        views: 1,
        remaining_views: 1,
      });
      const { access_token: accessToken } = response.body.data;
      const reread = await view(`${paste.slug}?token=${accessToken}`);
      expect(reread.status).toBe(200);
      expect(reread.body.data).toMatchObject({ content: 'hello world', views: 1 });
      const raw = await state.t.get(`/api/raw/${paste.slug}?token=${accessToken}`);
      expect(raw.status).toBe(200);
      expect(raw.text).toBe('hello world');
      expect(await storedViews(paste.slug)).toBe(1);
      expect(response.text).not.toContain('open sesame');
    });

    it('wrong password 401 PASSWORD_INCORRECT without counting; 400 without a password or on an open paste', async () => {
      const paste = await createPaste({ password: 'open sesame' });
      const wrong = await unlock(paste.slug, 'guess');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ code: 401, error: 'PASSWORD_INCORRECT', data: null });
      expect(await storedViews(paste.slug)).toBe(0);
      for (const body of [{}, { password: '' }]) {
        const missing = await state.t.post(`/api/paste/${paste.slug}`, body);
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({ error: 'VALIDATION_FAILED', data: { field: 'password' } });
      }
      const open = await createPaste();
      const noPassword = await unlock(open.slug, 'anything');
      expect(noPassword.status).toBe(400);
      expect(noPassword.body).toMatchObject({ error: 'VALIDATION_FAILED', data: { field: 'password' } });
      expect((await unlock('unknown-slug', 'x')).status).toBe(404);
    });

    it('rate limits 10 failures per (IP, share): then even the right password gets 429 with Retry-After', async () => {
      const paste = await createPaste({ password: 'right' });
      const other = await createPaste({ password: 'right' });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await unlock(paste.slug, `wrong-${attempt}`, '203.0.113.5')).status).toBe(401);
      }
      const limited = await unlock(paste.slug, 'right', '203.0.113.5');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        code: 429,
        error: 'RATE_LIMITED',
        data: { retry_after: RATE_LIMIT_WINDOW_MS / 1000 },
      });
      expect(limited.headers.get('retry-after')).toBe(String(RATE_LIMIT_WINDOW_MS / 1000));
      // Raw ?password= shares the counters.
      expect((await state.t.get(`/api/raw/${paste.slug}?password=right`, { ip: '203.0.113.5' })).status).toBe(
        429,
      );
      // Another IP, and the same IP on another share, are not limited.
      expect((await unlock(paste.slug, 'right', '203.0.113.6')).status).toBe(200);
      expect((await unlock(other.slug, 'right', '203.0.113.5')).status).toBe(200);
      expect(await storedViews(paste.slug)).toBe(1);
      state.t.clock.advance(RATE_LIMIT_WINDOW_MS);
      expect((await unlock(paste.slug, 'right', '203.0.113.5')).status).toBe(200);
    });

    it('a parallel burst of wrong passwords gets at most 10 × 401, the rest 429', async () => {
      const paste = await createPaste({ password: 'right' });
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, attempt) => unlock(paste.slug, `wrong-${attempt}`, '203.0.113.7')),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
      expect((await unlock(paste.slug, 'right', '203.0.113.7')).status).toBe(429);
    });

    it('rate limits 50 failures per share across IPs', async () => {
      const paste = await createPaste({ password: 'right' });
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const ip = `198.51.100.${Math.floor(attempt / 5) + 1}`;
        const response =
          attempt % 2 === 0
            ? await unlock(paste.slug, 'wrong', ip)
            : await state.t.get(`/api/raw/${paste.slug}?password=wrong`, { ip });
        expect(response.status).toBe(401);
      }
      const limited = await unlock(paste.slug, 'right', '192.0.2.200');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).not.toBeNull();
    });

    it('a password change or clear voids issued tokens at once', async () => {
      const paste = await createPaste({ password: 'first' });
      const firstToken = (await unlock(paste.slug, 'first')).body.data.access_token;
      expect((await view(`${paste.slug}?token=${firstToken}`)).status).toBe(200);
      await state.t.put(`/api/admin/pastes/${paste.id}`, { password: 'second' }, { token: state.token });
      const voided = await view(`${paste.slug}?token=${firstToken}`);
      expect(voided.status).toBe(403);
      expect(voided.body).toMatchObject({ code: 403, error: 'ACCESS_TOKEN_INVALID' });
      expect((await state.t.get(`/api/raw/${paste.slug}?token=${firstToken}`)).status).toBe(403);
      expect((await unlock(paste.slug, 'first')).status).toBe(401);
      const secondToken = (await unlock(paste.slug, 'second')).body.data.access_token;
      await state.t.put(`/api/admin/pastes/${paste.id}`, { clear_password: true }, { token: state.token });
      expect((await view(`${paste.slug}?token=${secondToken}`)).status).toBe(403);
      // Edits that leave the password alone keep tokens valid.
      const openToken = (await view(paste.slug)).body.data.access_token;
      await state.t.put(`/api/admin/pastes/${paste.id}`, { remark: 'still fine' }, { token: state.token });
      expect((await view(`${paste.slug}?token=${openToken}`)).status).toBe(200);
    });
  });

  describe('access tokens (api.md §4.4)', () => {
    it('403 ACCESS_TOKEN_INVALID for a malformed, forged, foreign or expired token', async () => {
      const paste = await createPaste();
      const other = await createPaste();
      const good = (await view(paste.slug)).body.data.access_token;
      const otherToken = (await view(other.slug)).body.data.access_token;
      const [payload, signature] = good.split('.') as [string, string];
      const forgedPayload = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
          exp: Date.parse('2030-01-01'),
        }),
      ).toString('base64url');
      for (const bad of [
        'garbage',
        `${payload}.`,
        `${payload}.${'A'.repeat(43)}`,
        `${forgedPayload}.${signature}`,
        otherToken,
      ]) {
        const response = await view(`${paste.slug}?token=${encodeURIComponent(bad)}`);
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ code: 403, error: 'ACCESS_TOKEN_INVALID', success: false });
        expect((await state.t.get(`/api/raw/${paste.slug}?token=${encodeURIComponent(bad)}`)).status).toBe(
          403,
        );
      }
      state.t.clock.advance(PASTE_ACCESS_TOKEN_TTL_MS);
      expect((await view(`${paste.slug}?token=${good}`)).status).toBe(403);
    });

    it('a token is still served after exhaustion, 410 once the paste expires, 404 once deleted', async () => {
      const paste = await createPaste({ max_views: 1, expires_at: inHours(2) });
      const accessToken = (await view(paste.slug)).body.data.access_token;
      expect((await view(paste.slug)).status).toBe(410);
      const reread = await view(`${paste.slug}?token=${accessToken}`);
      expect(reread.status).toBe(200);
      expect(reread.body.data.content).toBe('hello world');
      expect((await state.t.get(`/api/raw/${paste.slug}?token=${accessToken}`)).status).toBe(200);

      const expiring = await createPaste({
        expires_at: new Date(state.t.clock.now().getTime() + 30 * 60_000).toISOString(),
      });
      const expiringToken = (await view(expiring.slug)).body.data.access_token;
      state.t.clock.advance(30 * 60_000);
      const expired = await view(`${expiring.slug}?token=${expiringToken}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ error: 'SHARE_EXPIRED', data: { reason: 'expired' } });

      await state.t.delete(`/api/admin/pastes/${paste.id}`, { token: state.token });
      expect((await view(`${paste.slug}?token=${accessToken}`)).status).toBe(404);
      expect((await state.t.get(`/api/raw/${paste.slug}?token=${accessToken}`)).status).toBe(404);
    });
  });

  describe('GET /api/raw/{slug}', () => {
    it('serves text/plain inline with the user-content headers and counts a view', async () => {
      const paste = await createPaste({
        slug: 'raw-one',
        content: '<script>alert(1)</script>\nü',
        max_views: 2,
      });
      const response = await state.t.get(`/api/raw/${paste.slug}`);
      expect(response.status).toBe(200);
      expect(response.text).toBe('<script>alert(1)</script>\nü');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="raw-one.txt"; filename*=UTF-8''raw-one.txt`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(USER_CONTENT_CSP);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await storedViews(paste.slug)).toBe(1);
    });

    it('a protected paste: 401 PASSWORD_REQUIRED, 401 PASSWORD_INCORRECT, then 200 counting a view', async () => {
      const paste = await createPaste({ password: 'pw', max_views: 3 });
      const required = await state.t.get(`/api/raw/${paste.slug}`);
      expect(required.status).toBe(401);
      expect(required.body).toMatchObject({ code: 401, error: 'PASSWORD_REQUIRED', success: false });
      expect(required.headers.get('content-type')).toContain('application/json');
      const incorrect = await state.t.get(`/api/raw/${paste.slug}?password=nope`);
      expect(incorrect.body).toMatchObject({ code: 401, error: 'PASSWORD_INCORRECT' });
      const right = await state.t.get(`/api/raw/${paste.slug}?password=pw`);
      // Query-string passwords never reach the log (api.md §5.11).
      expect(state.t.logs.join('\n')).toContain('/raw/');
      expect(state.t.logs.join('\n')).not.toContain('password=pw');
      expect(right.status).toBe(200);
      expect(right.text).toBe('hello world');
      expect(await storedViews(paste.slug)).toBe(1);
      expect(await head(`/api/raw/${paste.slug}?password=pw`)).toBe(401);
      expect(await storedViews(paste.slug)).toBe(1);
    });

    it('errors are JSON envelopes: 404 and 410', async () => {
      const missing = await state.t.get('/api/raw/missing');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, error: 'NOT_FOUND' });
      const paste = await createPaste({ max_views: 1 });
      expect((await state.t.get(`/api/raw/${paste.slug}`)).status).toBe(200);
      const gone = await state.t.get(`/api/raw/${paste.slug}`);
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({
        code: 410,
        error: 'SHARE_EXHAUSTED',
        data: { reason: 'view_limit' },
      });
    });
  });

  it('management reads never count a view', async () => {
    const paste = await createPaste({ max_views: 1 });
    await state.t.get(`/api/admin/pastes/${paste.id}`, { token: state.token });
    await state.t.get('/api/admin/pastes', { token: state.token });
    expect(await storedViews(paste.slug)).toBe(0);
  });

  it('the access token expires 1 h after issue', async () => {
    const paste = await createPaste();
    const accessToken = (await view(paste.slug)).body.data.access_token;
    state.t.clock.advance(PASTE_ACCESS_TOKEN_TTL_MS - 1);
    expect((await view(`${paste.slug}?token=${accessToken}`)).status).toBe(200);
    state.t.clock.advance(1);
    expect((await view(`${paste.slug}?token=${accessToken}`)).status).toBe(403);
  });
});
