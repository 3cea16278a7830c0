import type {
  ApiKeyDto,
  BatchDeleteResult,
  CreatedPasteDto,
  Envelope,
  Paged,
  PasteDto,
  PasteListItemDto,
  PublicPasteView,
} from '@satchel/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../../../test/use-test-app.js';
import { createJobLeaseRepository } from '../../jobs/job-lease.repository.js';
import { startScheduler } from '../../jobs/scheduler.js';

const HOUR = 3_600_000;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('paste management (api.md §3.3, §2.2)', () => {
  const state = useAdminTestApp();

  const inHours = (hours: number) => new Date(state.t.clock.now().getTime() + hours * HOUR).toISOString();
  const createPaste = async (
    body: Record<string, unknown> = {},
    auth: { token?: string; apiKey?: string } = { token: state.token },
  ) => {
    const response = await state.t.post<Envelope<CreatedPasteDto>>(
      '/api/paste',
      { content: 'hello', ...body },
      auth,
    );
    if (response.status !== 201) throw new Error(`create failed: ${response.text}`);
    return response.body.data;
  };
  const list = (
    query = '',
    auth: { token?: string; apiKey?: string } = { token: state.token },
    area = 'admin',
  ) => state.t.get<Envelope<Paged<PasteListItemDto>>>(`/api/${area}/pastes${query}`, auth);
  const update = (id: string, body: unknown) =>
    state.t.put<Envelope<PasteDto>>(`/api/admin/pastes/${id}`, body, { token: state.token });
  const view = (slug: string) => state.t.get<Envelope<PublicPasteView>>(`/api/paste/${slug}`);

  describe('lists', () => {
    it('pages newest first with the §1.5 shape, default limit 10, previews of 200 characters', async () => {
      const created: CreatedPasteDto[] = [];
      for (let index = 0; index < 12; index += 1) {
        created.push(await createPaste({ content: `${index}:${'x'.repeat(300)}` }));
        state.t.clock.advance(1000);
      }
      const first = await list();
      expect(first.status).toBe(200);
      expect(first.body.data.pagination).toEqual({
        total: 12,
        limit: 10,
        offset: 0,
        page: 1,
        total_pages: 2,
        has_more: true,
      });
      const items = first.body.data.items;
      expect(items).toHaveLength(10);
      expect(items[0]!.id).toBe(created[11]!.id);
      expect(items[0]!.content_preview).toBe(`11:${'x'.repeat(197)}`);
      expect(items[0]).not.toHaveProperty('content');
      expect(items[0]).toMatchObject({
        url: `/paste/${created[11]!.slug}`,
        status: 'active',
        created_by: 'admin',
      });
      expect(first.text).not.toContain('password_hash');

      const second = await list('?page=2');
      expect(second.body.data.items.map((item) => item.id)).toEqual([created[1]!.id, created[0]!.id]);
      expect(second.body.data.pagination).toMatchObject({ offset: 10, page: 2, has_more: false });

      const byOffset = await list('?limit=5&offset=3');
      expect(byOffset.body.data.items.map((item) => item.id)).toEqual(
        created
          .slice(4, 9)
          .reverse()
          .map((paste) => paste.id),
      );
      expect(byOffset.body.data.pagination).toMatchObject({ limit: 5, offset: 3, total_pages: 3 });
      // page wins over offset.
      expect((await list('?limit=5&offset=3&page=3')).body.data.pagination).toMatchObject({
        offset: 10,
        page: 3,
      });
    });

    it.each(['?limit=0', '?limit=201', '?page=0', '?offset=-1', '?limit=abc'])(
      '400 for %s',
      async (query) => {
        const response = await list(query);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED' });
      },
    );

    it('reports status, remaining_views and exhausted_at', async () => {
      const limited = await createPaste({ max_views: 1 });
      state.t.clock.advance(1000);
      await createPaste({ expires_at: inHours(1) });
      await view(limited.slug);
      state.t.clock.advance(2 * HOUR);
      state.token = await state.t.loginAsAdmin();
      const items = (await list()).body.data.items;
      expect(items.map((item) => item.status)).toEqual(['expired', 'exhausted']);
      expect(items[1]).toMatchObject({ views: 1, remaining_views: 0, exhausted_at: inHours(-2) });
    });
  });

  describe('details, edits and deletes', () => {
    it('GET returns the paste with content; malformed and unknown ids get 404', async () => {
      const paste = await createPaste({ password: 'pw' });
      const response = await state.t.get<Envelope<PasteDto>>(`/api/admin/pastes/${paste.id}`, {
        token: state.token,
      });
      expect(response.status).toBe(200);
      const { raw_url: _rawUrl, ...expected } = paste;
      expect(response.body.data).toEqual(expected);
      expect(response.text).not.toContain('argon2');
      for (const id of ['not-a-uuid', UNKNOWN_ID]) {
        const missing = await state.t.get(`/api/admin/pastes/${id}`, { token: state.token });
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ error: 'NOT_FOUND' });
        expect(
          (await state.t.put(`/api/admin/pastes/${id}`, { remark: 'x' }, { token: state.token })).status,
        ).toBe(404);
        expect((await state.t.delete(`/api/admin/pastes/${id}`, { token: state.token })).status).toBe(404);
      }
    });

    it('PUT is partial and returns the paste', async () => {
      const paste = await createPaste({ remark: 'old', slug: 'keep-me' });
      state.t.clock.advance(5000);
      const response = await update(paste.id, { content: 'new text', remark: null, expiresAt: inHours(3) });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        id: paste.id,
        slug: 'keep-me',
        content: 'new text',
        remark: null,
        expires_at: inHours(3),
        created_at: paste.created_at,
        updated_at: state.t.clock.now().toISOString(),
      });
      expect((await update(paste.id, { expires_at: null })).body.data.expires_at).toBeNull();
      expect((await view('keep-me')).body.data.content).toBe('new text');
    });

    it.each([
      [{ content: '   ' }, 'content'],
      [{ expires_at: '2025-06-08T09:00:00.000Z' }, 'expires_at'],
      [{ max_views: -2 }, 'max_views'],
      [{ slug: 'bad slug' }, 'slug'],
      [{ password: 'x'.repeat(129) }, 'password'],
      [{ password: 'a', clear_password: true }, 'clear_password'],
      [{ remark: 'r'.repeat(501) }, 'remark'],
    ])('PUT 400 (case %#)', async (body, field) => {
      const paste = await createPaste();
      const response = await update(paste.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', data: { field } });
    });

    it('slug edits: a taken slug gets 409, "" regenerates, the old slug stops working', async () => {
      await createPaste({ slug: 'taken' });
      const paste = await createPaste({ slug: 'mine' });
      const conflict = await update(paste.id, { slug: 'taken' });
      expect(conflict.status).toBe(409);
      expect(conflict.body).toMatchObject({ error: 'SLUG_TAKEN' });
      expect((await update(paste.id, { slug: 'mine' })).status).toBe(200);
      const renamed = await update(paste.id, { slug: 'Renamed' });
      expect(renamed.body.data).toMatchObject({ slug: 'Renamed', url: '/paste/Renamed' });
      const regenerated = await update(paste.id, { slug: '' });
      expect(regenerated.body.data.slug).toMatch(/^[A-Za-z0-9]{8}$/);
      expect((await view('Renamed')).status).toBe(404);
      expect((await view(regenerated.body.data.slug)).status).toBe(200);
    });

    it('password set and clear', async () => {
      const paste = await createPaste();
      expect((await update(paste.id, { password: 'now-locked' })).body.data.has_password).toBe(true);
      expect((await view(paste.slug)).body.data).toMatchObject({ requires_password: true });
      expect((await update(paste.id, { password: '' })).body.data.has_password).toBe(true);
      expect((await update(paste.id, { clearPassword: true })).body.data.has_password).toBe(false);
      expect((await view(paste.slug)).body.data).toMatchObject({ content: 'hello' });
    });

    it('a new max_views resets views and revives an exhausted paste; a future expiry revives an expired one', async () => {
      const limited = await createPaste({ max_views: 1 });
      await view(limited.slug);
      expect((await view(limited.slug)).status).toBe(410);
      const revived = await update(limited.id, { maxViews: 3 });
      expect(revived.body.data).toMatchObject({
        max_views: 3,
        views: 0,
        remaining_views: 3,
        exhausted_at: null,
        status: 'active',
      });
      expect((await view(limited.slug)).body.data.views).toBe(1);
      // Re-sending the same limit leaves the count alone while the paste is active.
      expect((await update(limited.id, { max_views: 3 })).body.data.views).toBe(1);
      // Re-sending it on an exhausted paste revives it.
      await view(limited.slug);
      await view(limited.slug);
      expect((await view(limited.slug)).status).toBe(410);
      expect((await update(limited.id, { max_views: 3 })).body.data).toMatchObject({
        views: 0,
        status: 'active',
      });
      // 0 = unlimited.
      expect((await update(limited.id, { max_views: 0 })).body.data).toMatchObject({ remaining_views: null });

      const expiring = await createPaste({ expires_at: inHours(1) });
      state.t.clock.advance(2 * HOUR);
      expect((await view(expiring.slug)).status).toBe(410);
      const extended = await update(expiring.id, { expires_at: inHours(1) });
      expect(extended.body.data.status).toBe('active');
      expect((await view(expiring.slug)).status).toBe(200);
    });

    it('DELETE removes the paste', async () => {
      const paste = await createPaste();
      const response = await state.t.delete(`/api/admin/pastes/${paste.id}`, { token: state.token });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ code: 200, data: null, success: true });
      expect((await view(paste.slug)).status).toBe(404);
      expect((await state.t.delete(`/api/admin/pastes/${paste.id}`, { token: state.token })).status).toBe(
        404,
      );
    });

    it('batch-delete reports unknown and malformed ids in not_found', async () => {
      const first = await createPaste();
      const second = await createPaste();
      const keep = await createPaste();
      const response = await state.t.post<Envelope<BatchDeleteResult>>(
        '/api/admin/pastes/batch-delete',
        { ids: [first.id, second.id, UNKNOWN_ID, 'nope', first.id] },
        { token: state.token },
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ deleted_count: 2, not_found: [UNKNOWN_ID, 'nope'] });
      const remaining = (await list()).body.data.items.map((item) => item.id);
      expect(remaining).toEqual([keep.id]);
    });

    it.each([[{}], [{ ids: [] }], [{ ids: 'x' }], [{ ids: Array.from({ length: 1001 }, () => UNKNOWN_ID) }]])(
      'batch-delete 400 for an invalid list (case %#)',
      async (body) => {
        const response = await state.t.post('/api/admin/pastes/batch-delete', body, { token: state.token });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', data: { field: 'ids' } });
      },
    );

    it('batch-delete takes 1000 ids', async () => {
      const paste = await createPaste();
      const ids = [paste.id, ...Array.from({ length: 999 }, (_, index) => `missing-${index}`)];
      const response = await state.t.post<Envelope<BatchDeleteResult>>(
        '/api/admin/pastes/batch-delete',
        { ids },
        { token: state.token },
      );
      expect(response.status).toBe(200);
      expect(response.body.data.deleted_count).toBe(1);
      expect(response.body.data.not_found).toHaveLength(999);
    });

    it('clear-expired deletes every expired and every exhausted paste at once, nothing else', async () => {
      const expired = await createPaste({ expires_at: inHours(1) });
      const exhausted = await createPaste({ max_views: 1 });
      const active = await createPaste({ max_views: 5, expires_at: inHours(48) });
      await view(exhausted.slug);
      await view(active.slug);
      state.t.clock.advance(HOUR);
      const response = await state.t.post('/api/admin/pastes/clear-expired', undefined, {
        token: state.token,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ deleted_count: 2 });
      expect((await view(expired.slug)).status).toBe(404);
      expect((await view(exhausted.slug)).status).toBe(404);
      expect((await view(active.slug)).status).toBe(200);
    });
  });

  describe('user variants and ownership (api.md §2.1)', () => {
    let alice: ApiKeyDto;
    let bob: ApiKeyDto;
    beforeEach(async () => {
      alice = await state.t.createApiKey({ text: true, name: 'alice' });
      bob = await state.t.createApiKey({ text: true, name: 'bob' });
    });

    it('a key lists, reads, edits and deletes only its own pastes; foreign ids get 404', async () => {
      const mine = await createPaste({ content: 'alice 1' }, { apiKey: alice.key });
      const theirs = await createPaste({ content: 'bob 1' }, { apiKey: bob.key });
      const admins = await createPaste({ content: 'admin 1' });

      const aliceList = await list('', { apiKey: alice.key }, 'user');
      expect(aliceList.status).toBe(200);
      expect(aliceList.body.data.items.map((item) => item.id)).toEqual([mine.id]);
      expect(aliceList.body.data.items[0]).toMatchObject({
        created_by: `apikey:${alice.id}`,
        key_name: 'alice',
      });
      expect(aliceList.body.data.pagination.total).toBe(1);

      for (const foreign of [theirs, admins]) {
        const path = `/api/user/pastes/${foreign.id}`;
        expect((await state.t.get(path, { apiKey: alice.key })).status).toBe(404);
        expect((await state.t.put(path, { content: 'hijacked' }, { apiKey: alice.key })).status).toBe(404);
        expect((await state.t.delete(path, { apiKey: alice.key })).status).toBe(404);
      }
      const batch = await state.t.post<Envelope<BatchDeleteResult>>(
        '/api/user/pastes/batch-delete',
        { ids: [mine.id, theirs.id, admins.id] },
        { apiKey: alice.key },
      );
      expect(batch.body.data).toEqual({ deleted_count: 1, not_found: [theirs.id, admins.id] });
      expect((await view(theirs.slug)).body.data.content).toBe('bob 1');
      expect((await view(admins.slug)).body.data.content).toBe('admin 1');

      const bobsOwn = await state.t.put<Envelope<PasteDto>>(
        `/api/user/pastes/${theirs.id}`,
        { content: 'bob edited' },
        { apiKey: bob.key },
      );
      expect(bobsOwn.status).toBe(200);
      expect(bobsOwn.body.data.content).toBe('bob edited');
      expect((await state.t.get(`/api/user/pastes/${theirs.id}`, { apiKey: bob.key })).status).toBe(200);
      expect((await state.t.delete(`/api/user/pastes/${theirs.id}`, { apiKey: bob.key })).status).toBe(200);

      // The admin sees and manages everything.
      expect((await list()).body.data.items.map((item) => item.id)).toEqual([admins.id]);
    });

    it('user lists take limit and offset (default 10)', async () => {
      for (let index = 0; index < 11; index += 1) {
        await createPaste({ content: `p${index}` }, { apiKey: alice.key });
        state.t.clock.advance(1000);
      }
      const page = await list('?limit=3&offset=9', { apiKey: alice.key }, 'user');
      expect(page.body.data.items.map((item) => item.content_preview)).toEqual(['p1', 'p0']);
      expect((await list('', { apiKey: alice.key }, 'user')).body.data.pagination.limit).toBe(10);
    });

    it('pastes outlive their key; then only the admin manages them', async () => {
      const paste = await createPaste({}, { apiKey: alice.key });
      await state.t.delete(`/api/admin/api-keys/${alice.id}`, { token: state.token });
      expect(
        (await state.t.get(`/api/admin/pastes/${paste.id}`, { token: state.token })).body.data,
      ).toMatchObject({
        created_by: `apikey:${alice.id}`,
        key_name: 'alice',
      });
      expect((await view(paste.slug)).status).toBe(200);
    });
  });

  describe('permission matrix (api.md §2.2)', () => {
    it('anonymous 401, Bearer on /user 403, ApiKey on /admin 403, key without text 403', async () => {
      const textKey = await state.t.createApiKey({ text: true });
      const fileKey = await state.t.createApiKey({ file: true });
      const paste = await createPaste();
      const cases: Array<[string, string, unknown?]> = [
        ['GET', '/pastes'],
        ['GET', `/pastes/${paste.id}`],
        ['PUT', `/pastes/${paste.id}`, { remark: 'x' }],
        ['DELETE', `/pastes/${paste.id}`],
        ['POST', '/pastes/batch-delete', { ids: [paste.id] }],
      ];
      for (const [method, path, body] of cases) {
        const anonymousAdmin = await state.t.request(method, `/api/admin${path}`, { body });
        expect(anonymousAdmin.status).toBe(401);
        expect(anonymousAdmin.body).toMatchObject({ error: 'UNAUTHENTICATED' });
        expect((await state.t.request(method, `/api/user${path}`, { body })).status).toBe(401);
        const bearerOnUser = await state.t.request(method, `/api/user${path}`, { body, token: state.token });
        expect(bearerOnUser.status).toBe(403);
        expect(bearerOnUser.body).toMatchObject({ error: 'FORBIDDEN' });
        expect(
          (await state.t.request(method, `/api/admin${path}`, { body, apiKey: textKey.key })).status,
        ).toBe(403);
        expect(
          (await state.t.request(method, `/api/user${path}`, { body, apiKey: fileKey.key })).status,
        ).toBe(403);
      }
      expect((await state.t.post('/api/admin/pastes/clear-expired', undefined)).status).toBe(401);
      expect(
        (await state.t.post('/api/admin/pastes/clear-expired', undefined, { apiKey: textKey.key })).status,
      ).toBe(403);
      expect(
        (await state.t.post('/api/user/pastes/clear-expired', undefined, { apiKey: textKey.key })).status,
      ).toBe(404);
      expect((await view(paste.slug)).status).toBe(200);
    });

    it('flags are re-read per request: a key that loses text gets 403 at once', async () => {
      const key = await state.t.createApiKey({ text: true });
      expect((await list('', { apiKey: key.key }, 'user')).status).toBe(200);
      await state.t.put(`/api/admin/api-keys/${key.id}`, { text_permission: false }, { token: state.token });
      expect((await list('', { apiKey: key.key }, 'user')).status).toBe(403);
    });
  });

  describe('cleanup sweep (api.md §4.3)', () => {
    const sweepJob = () => state.t.services.jobs.find((job) => job.name === 'sweep-expired-pastes')!;

    it('deletes pastes expired or exhausted for at least 24 h, and nothing younger', async () => {
      const expired = await createPaste({ expires_at: inHours(1) });
      const exhausted = await createPaste({ max_views: 1 });
      const active = await createPaste();
      state.t.clock.advance(2 * HOUR);
      await view(exhausted.slug);
      state.t.clock.advance(23 * HOUR);
      // expired 24 h ago; exhausted 23 h ago.
      await sweepJob().run();
      expect((await view(expired.slug)).status).toBe(404);
      expect((await view(exhausted.slug)).status).toBe(410);
      state.t.clock.advance(HOUR);
      await sweepJob().run();
      expect((await view(exhausted.slug)).status).toBe(404);
      expect((await view(active.slug)).status).toBe(200);
    });

    it('runs hourly under the database lease: one instance at a time', async () => {
      expect(sweepJob().intervalMs).toBe(HOUR);
      const paste = await createPaste({ expires_at: inHours(1) });
      state.t.clock.advance(25 * HOUR);
      const leases = createJobLeaseRepository(state.t.db);
      const logger = { error: () => undefined } as never;
      const first = startScheduler({
        jobs: state.t.services.jobs,
        leases,
        clock: state.t.clock,
        logger,
        holder: 'a',
      });
      const second = startScheduler({
        jobs: state.t.services.jobs,
        leases,
        clock: state.t.clock,
        logger,
        holder: 'b',
      });
      try {
        expect(await first.runIfLeased('sweep-expired-pastes')).toBe(true);
        expect(await second.runIfLeased('sweep-expired-pastes')).toBe(false);
      } finally {
        first.stop();
        second.stop();
      }
      expect((await view(paste.slug)).status).toBe(404);
    });
  });
});
