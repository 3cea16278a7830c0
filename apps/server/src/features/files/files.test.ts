import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Envelope,
  FileShareDetailsDto,
  FileShareDto,
  Paged,
  PresignUploadDto,
  PublicFileShareDto,
  S3ConfigDto,
} from '@satchel/shared';
import { xxhash128 } from 'hash-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUploadForm, fetchBytes, type UploadOptions } from '../../../test/file-share-helpers.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';
import { useAdminTestApp } from '../../../test/use-test-app.js';
import { startScheduler } from '../../jobs/scheduler.js';
import { createSilentLogger } from '../../lib/logger.js';

const HOUR = 3_600_000;

function md5(data: string | Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

const buildForm = (content: string | Buffer, options: UploadOptions): FormData =>
  buildUploadForm(content, options);

function helpers(state: { t: TestApp; token: string }) {
  const upload = (content: string | Buffer, options: UploadOptions = {}) => {
    const auth = options.apiKey ? { apiKey: options.apiKey } : { token: options.token ?? state.token };
    return state.t.request<Envelope<FileShareDetailsDto>>('POST', `/api/upload${options.query ?? ''}`, {
      rawBody: buildForm(content, options),
      ...auth,
    });
  };
  const configs = async () =>
    (await state.t.get<Envelope<S3ConfigDto[]>>('/api/s3-configs', { token: state.token })).body.data;
  const usage = async () => (await configs()).find((config) => config.is_default)!.used_storage_bytes;
  const fileRows = () => state.t.db.selectFrom('file_shares').selectAll().execute();
  const storedFiles = () => {
    const dir = join(state.t.database.dataDir, 'storage', 'default');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  };
  const setMaxUploadMb = (mb: number) =>
    state.t.put('/api/admin/system-settings', { max_upload_size: mb }, { token: state.token });
  return { upload, configs, usage, fileRows, storedFiles, setMaxUploadMb };
}

describe('file shares: upload and public access (api.md §3.4)', () => {
  const state = useAdminTestApp();
  const { upload, usage, fileRows, storedFiles, setMaxUploadMb } = helpers(state);

  it('uploads with fields first, then serves the bytes through signed URLs', async () => {
    const response = await upload('hello, world', {
      fields: { remark: 'greeting', path: '/docs/2025', slug: 'my-file', max_views: '5', expires_in: '24' },
      filename: 'greeting.txt',
    });
    expect(response.status).toBe(201);
    const share = response.body.data;
    expect(share).toMatchObject({
      slug: 'my-file',
      url: '/file/my-file',
      filename: 'greeting.txt',
      mimetype: 'text/plain',
      size: 12,
      // Bytes the server streams in get an xxh128 content ETag (decision 006).
      etag: `"xxh128-${await xxhash128('hello, world')}"`,
      path: '/docs/2025',
      provider_type: 'local',
      s3_config_name: 'Local storage',
      s3_url: null,
      remark: 'greeting',
      has_password: false,
      max_views: 5,
      views: 0,
      remaining_views: 5,
      status: 'active',
      created_by: 'admin',
      key_name: null,
      expires_at: new Date(state.t.clock.now().getTime() + 24 * HOUR).toISOString(),
    });
    expect(share.storage_path).toMatch(/^\.shares\/docs\/2025\/[A-Za-z0-9]{8}-greeting\.txt$/);
    expect(share.preview_url).toMatch(/^http:\/\/localhost\/api\/public\/files\/my-file\/preview\?token=/);
    expect(await usage()).toBe(12);

    const publicView = await state.t.get<Envelope<PublicFileShareDto>>('/api/public/files/my-file');
    expect(publicView.status).toBe(200);
    expect(publicView.body.data).toMatchObject({
      views: 1,
      remaining_views: 4,
      requires_password: false,
      can_edit: false,
    });
    for (const hidden of ['created_by', 'storage_path', 's3_url', 's3_config_id', 'password', 'id']) {
      expect(publicView.body.data).not.toHaveProperty(hidden);
    }
    const download = await fetchBytes(state.t, publicView.body.data.download_url!);
    expect(download.status).toBe(200);
    expect(download.body.toString()).toBe('hello, world');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="greeting.txt"; filename*=UTF-8''greeting.txt`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    const preview = await fetchBytes(state.t, publicView.body.data.preview_url!);
    expect(preview.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    // Content reads never count.
    const after = await state.t.get<Envelope<FileShareDto>>(`/api/admin/files/${share.id}`, {
      token: state.token,
    });
    expect(after.body.data.views).toBe(1);
  });

  it('takes fields from the query too, and camelCase', async () => {
    const response = await upload('x', { query: '?maxViews=2&remark=from-query' });
    expect(response.body.data).toMatchObject({ max_views: 2, remark: 'from-query' });
  });

  it('refuses a field after the file part and leaves nothing behind', async () => {
    const response = await upload('data', { trailingFields: { remark: 'late' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('before the file part');
    expect(await fileRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await usage()).toBe(0);
  });

  it('413 over max_upload_size while streaming: nothing stored, usage unchanged', async () => {
    await setMaxUploadMb(1);
    const response = await upload(Buffer.alloc(1024 * 1024 + 1, 1));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: 'TOO_LARGE',
      data: { reason: 'max_upload_size', limit_bytes: 1024 * 1024 },
    });
    expect(await fileRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
    expect(await usage()).toBe(0);
    expect((await upload(Buffer.alloc(1024 * 1024, 1))).status).toBe(201);
  });

  it('413 before reading when the declared length cannot fit', async () => {
    await setMaxUploadMb(1);
    const response = await state.t.request('POST', '/api/upload', {
      token: state.token,
      rawBody: new ReadableStream({ pull: (controller) => controller.close() }),
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
    });
    expect(response.status).toBe(413);
  });

  it('413 INSUFFICIENT_STORAGE over capacity: nothing stored, usage unchanged', async () => {
    const [config] = await helpers(state).configs();
    await state.t.put(`/api/s3-configs/${config!.id}`, { total_storage_bytes: 100 }, { token: state.token });
    expect((await upload(Buffer.alloc(60, 1))).status).toBe(201);
    const response = await upload(Buffer.alloc(60, 2));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: 'INSUFFICIENT_STORAGE',
      data: { reason: 'capacity', limit_bytes: 40 },
    });
    expect(await fileRows()).toHaveLength(1);
    expect(storedFiles()).toHaveLength(1);
    expect(await usage()).toBe(60);
  });

  it('sanitises filenames and refuses escaping paths', async () => {
    const weird = await upload('x', { filename: '../../etc/pass\u0001wd' });
    expect(weird.status).toBe(201);
    expect(weird.body.data.filename).toBe('passwd');
    expect(weird.body.data.storage_path).toMatch(/^\.shares\/[A-Za-z0-9]{8}-passwd$/);
    const dots = await upload('x', { filename: '..' });
    expect(dots.body.data.filename).toBe('file');
    const escaping = await upload('x', { fields: { path: '/../../outside' } });
    expect(escaping.status).toBe(400);
    expect(escaping.body.error).toBe('PATH_ESCAPE');
    const backslash = await upload('x', { fields: { path: '/a\\b' } });
    expect(backslash.status).toBe(400);
    const normalised = await upload('x', { fields: { path: '//a/./b/../c/' } });
    expect(normalised.body.data.path).toBe('/a/c');
    expect(normalised.body.data.storage_path).toMatch(/^\.shares\/a\/c\//);
  });

  it('takes the type from the extension; the hint only for unknown extensions', async () => {
    expect(
      (await upload('x', { filename: 'a.png', fields: { mimetype: 'text/html' } })).body.data.mimetype,
    ).toBe('image/png');
    expect(
      (await upload('x', { filename: 'a.unknownext', fields: { mimetype: 'application/x-thing' } })).body.data
        .mimetype,
    ).toBe('application/x-thing');
    expect(
      (await upload('x', { filename: 'noext', fields: { mimetype: 'not a type' } })).body.data.mimetype,
    ).toBe('application/octet-stream');
  });

  it.each([
    ['page.html', '<script>alert(1)</script>'],
    ['image.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['data.xml', '<a/>'],
    ['app.js', 'alert(1)'],
  ])(
    'serves %s as text/plain (preview) or an attachment, never as active content',
    async (filename, content) => {
      const share = (await upload(content, { filename })).body.data;
      const preview = await fetchBytes(state.t, share.preview_url);
      expect(preview.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
      expect(preview.headers.get('content-security-policy')).toContain('sandbox');
      const download = await fetchBytes(state.t, share.download_url);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(download.headers.get('content-security-policy')).toContain('sandbox');
    },
  );

  it('previews images inline and other binaries as attachments', async () => {
    const png = (await upload('x', { filename: 'a.png' })).body.data;
    const pngPreview = await fetchBytes(state.t, png.preview_url);
    expect(pngPreview.headers.get('content-type')).toBe('image/png');
    expect(pngPreview.headers.get('content-disposition')).toMatch(/^inline;/);
    const zip = (await upload('x', { filename: 'a.zip' })).body.data;
    expect((await fetchBytes(state.t, zip.preview_url)).headers.get('content-disposition')).toMatch(
      /^attachment;/,
    );
    const unicode = (await upload('x', { filename: 'résumé final.pdf' })).body.data;
    expect((await fetchBytes(state.t, unicode.download_url)).headers.get('content-disposition')).toBe(
      `attachment; filename="r_sum_ final.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20final.pdf`,
    );
  });

  it('supports Range (206 + Content-Range), 416 and HEAD', async () => {
    const share = (await upload('0123456789', { filename: 'digits.txt' })).body.data;
    const partial = await fetchBytes(state.t, share.download_url, { headers: { range: 'bytes=2-5' } });
    expect(partial.status).toBe(206);
    expect(partial.body.toString()).toBe('2345');
    expect(partial.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(partial.headers.get('content-length')).toBe('4');
    const suffix = await fetchBytes(state.t, share.download_url, { headers: { range: 'bytes=-3' } });
    expect(suffix.body.toString()).toBe('789');
    const unsatisfiable = await fetchBytes(state.t, share.download_url, { headers: { range: 'bytes=20-' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */10');
    const head = await fetchBytes(state.t, share.download_url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('10');
    expect(head.body.length).toBe(0);
  });

  it('max views: viewer N gets it, N+1 gets 410; a token outlives exhaustion; expiry gives 410', async () => {
    const share = (await upload('x', { fields: { max_views: '2', expires_in: '1' } })).body.data;
    const first = await state.t.get<Envelope<PublicFileShareDto>>(`/api/public/files/${share.slug}`);
    expect(first.body.data.remaining_views).toBe(1);
    const second = await state.t.get<Envelope<PublicFileShareDto>>(`/api/public/files/${share.slug}`);
    expect(second.status).toBe(200);
    expect(second.body.data.remaining_views).toBe(0);
    const third = await state.t.get(`/api/public/files/${share.slug}`);
    expect(third.status).toBe(410);
    expect(third.body).toMatchObject({ error: 'SHARE_EXHAUSTED', data: { reason: 'view_limit' } });
    expect((await fetchBytes(state.t, second.body.data.download_url!)).status).toBe(200);
    state.t.clock.advance(HOUR);
    const expired = await state.t.get(`/api/public/files/${share.slug}`);
    expect(expired.body).toMatchObject({ error: 'SHARE_EXPIRED', data: { reason: 'expired' } });
    expect((await fetchBytes(state.t, second.body.data.download_url!)).status).toBe(410);
  });

  it('bad tokens get 403, deleted shares 404', async () => {
    const share = (await upload('x')).body.data;
    const bad = await fetchBytes(state.t, share.download_url.replace(/token=.{5}/, 'token=AAAAA'));
    expect(bad.status).toBe(403);
    expect(JSON.parse(bad.body.toString())).toMatchObject({ error: 'ACCESS_TOKEN_INVALID' });
    expect((await fetchBytes(state.t, `/api/public/files/${share.slug}/download`)).status).toBe(403);
    await state.t.delete(`/api/admin/files/${share.id}`, { token: state.token });
    expect((await fetchBytes(state.t, share.download_url)).status).toBe(404);
    expect((await state.t.get(`/api/public/files/${share.slug}`)).status).toBe(404);
  });

  it('password: metadata only, verify counts a view, wrong passwords are rate limited, changes void tokens', async () => {
    const share = (await upload('secret', { fields: { password: 'open sesame' } })).body.data;
    expect(share.has_password).toBe(true);
    const locked = await state.t.get<Envelope<PublicFileShareDto>>(`/api/public/files/${share.slug}`);
    expect(locked.body.data).toMatchObject({ requires_password: true, views: 0 });
    expect(locked.body.data).not.toHaveProperty('download_url');
    expect(locked.text).not.toContain('argon2');
    const wrong = await state.t.post(`/api/public/files/${share.slug}/verify`, { password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('PASSWORD_INCORRECT');
    const right = await state.t.post<Envelope<PublicFileShareDto>>(`/api/public/files/${share.slug}/verify`, {
      password: 'open sesame',
    });
    expect(right.status).toBe(200);
    expect(right.body.data.views).toBe(1);
    expect((await fetchBytes(state.t, right.body.data.download_url!)).body.toString()).toBe('secret');
    expect((await state.t.post(`/api/public/files/${share.slug}/verify`, {})).status).toBe(400);

    // A password change voids issued tokens.
    await state.t.put(`/api/admin/files/${share.id}`, { password: 'new one' }, { token: state.token });
    expect((await fetchBytes(state.t, right.body.data.download_url!)).status).toBe(403);

    for (let attempt = 0; attempt < 9; attempt += 1) {
      await state.t.post(`/api/public/files/${share.slug}/verify`, { password: 'nope' });
    }
    const limited = await state.t.post(`/api/public/files/${share.slug}/verify`, { password: 'new one' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('slugs: taken gives 409 (pending uploads included); pastes are another namespace', async () => {
    expect((await upload('a', { fields: { slug: 'same' } })).status).toBe(201);
    expect((await upload('b', { fields: { slug: 'same' } })).status).toBe(409);
    expect((await upload('b', { fields: { slug: 'bad slug!' } })).status).toBe(400);
    const presigned = await state.t.post(
      '/api/s3/presign',
      { s3_config_id: (await helpers(state).configs())[0]!.id, filename: 'x.txt', size: 1, slug: 'reserved' },
      { token: state.token },
    );
    expect(presigned.status).toBe(200);
    expect((await upload('c', { fields: { slug: 'reserved' } })).status).toBe(409);
    expect(
      (await state.t.post('/api/paste', { content: 'p', slug: 'same' }, { token: state.token })).status,
    ).toBe(201);
  });
});

describe('file shares: management and ownership', () => {
  const state = useAdminTestApp();
  const { upload, usage, storedFiles } = helpers(state);

  it('lists newest first with pagination and search; admin sees all', async () => {
    for (const name of ['alpha.txt', 'beta.txt', 'gamma.txt']) {
      await upload('x', { filename: name });
      state.t.clock.advance(1000);
    }
    const page = await state.t.get<Envelope<Paged<FileShareDto>>>('/api/admin/files?limit=2', {
      token: state.token,
    });
    expect(page.body.data.items.map((item) => item.filename)).toEqual(['gamma.txt', 'beta.txt']);
    expect(page.body.data.pagination).toMatchObject({
      total: 3,
      limit: 2,
      offset: 0,
      has_more: true,
      total_pages: 2,
    });
    const searched = await state.t.get<Envelope<Paged<FileShareDto>>>('/api/admin/files?search=ALP', {
      token: state.token,
    });
    expect(searched.body.data.items.map((item) => item.filename)).toEqual(['alpha.txt']);
  });

  it('updates: slug 409, expiry, password clear, max_views resets views', async () => {
    const share = (await upload('x', { fields: { max_views: '1' } })).body.data;
    await upload('y', { fields: { slug: 'taken' } });
    await state.t.get(`/api/public/files/${share.slug}`);
    const exhausted = await state.t.get<Envelope<FileShareDto>>(`/api/admin/files/${share.id}`, {
      token: state.token,
    });
    expect(exhausted.body.data.status).toBe('exhausted');
    expect(
      (await state.t.put(`/api/admin/files/${share.id}`, { slug: 'taken' }, { token: state.token })).status,
    ).toBe(409);
    const updated = await state.t.put<Envelope<FileShareDetailsDto>>(
      `/api/admin/files/${share.id}`,
      { max_views: 3, expires_in: 2, remark: 'edited', slug: 'fresh' },
      { token: state.token },
    );
    expect(updated.body.data).toMatchObject({
      views: 0,
      max_views: 3,
      exhausted_at: null,
      status: 'active',
      remark: 'edited',
      slug: 'fresh',
      expires_at: new Date(state.t.clock.now().getTime() + 2 * HOUR).toISOString(),
    });
    const absolute = await state.t.put<Envelope<FileShareDto>>(
      `/api/admin/files/${share.id}`,
      { expires_at: null, expires_in: 5 },
      { token: state.token },
    );
    expect(absolute.body.data.expires_at).toBeNull();
    expect(
      (await state.t.put(`/api/admin/files/${share.id}`, { expires_in: 90000 }, { token: state.token }))
        .status,
    ).toBe(400);
  });

  it('keys manage only their own items; another key gets 404', async () => {
    const [config] = await helpers(state).configs();
    await state.t.put(`/api/s3-configs/${config!.id}`, { is_public: true }, { token: state.token });
    const alice = await state.t.createApiKey({ file: true });
    const bob = await state.t.createApiKey({ file: true });
    const aliceShare = (await upload('a', { apiKey: alice.key })).body.data;
    expect(aliceShare.created_by).toBe(`apikey:${alice.id}`);
    expect(aliceShare.key_name).toBe(alice.name);
    await upload('admin');
    const aliceList = await state.t.get<Envelope<Paged<FileShareDto>>>('/api/user/files', {
      apiKey: alice.key,
    });
    expect(aliceList.body.data.items.map((item) => item.id)).toEqual([aliceShare.id]);
    expect((await state.t.get('/api/user/files', { apiKey: bob.key })).body).toMatchObject({
      data: { items: [] },
    });
    expect((await state.t.get(`/api/user/files/${aliceShare.id}`, { apiKey: bob.key })).status).toBe(404);
    expect(
      (await state.t.put(`/api/user/files/${aliceShare.id}`, { remark: 'x' }, { apiKey: bob.key })).status,
    ).toBe(404);
    expect((await state.t.delete(`/api/user/files/${aliceShare.id}`, { apiKey: bob.key })).status).toBe(404);
    const batch = await state.t.post(
      '/api/user/files/batch-delete',
      { ids: [aliceShare.id] },
      { apiKey: bob.key },
    );
    expect(batch.body.data).toEqual({ deleted_count: 0, not_found: [aliceShare.id] });
    expect((await state.t.get('/api/user/files', { token: state.token })).status).toBe(403);
    expect((await state.t.get('/api/admin/files', { apiKey: alice.key })).status).toBe(403);
    const publicView = await state.t.get<Envelope<PublicFileShareDto>>(
      `/api/public/files/${aliceShare.slug}`,
      {
        apiKey: alice.key,
      },
    );
    expect(publicView.body.data).toMatchObject({ can_edit: true, id: aliceShare.id });
    expect((await state.t.delete(`/api/user/files/${aliceShare.id}`, { apiKey: alice.key })).status).toBe(
      200,
    );
  });

  it('keys may only use public configs: 403 for an id, 400 without one', async () => {
    const key = await state.t.createApiKey({ file: true });
    const [config] = await helpers(state).configs();
    const withId = await upload('x', { apiKey: key.key, fields: { s3_config_id: config!.id } });
    expect(withId.status).toBe(403);
    const withoutId = await upload('x', { apiKey: key.key });
    expect(withoutId.status).toBe(400);
    const noFile = await state.t.createApiKey({ text: true });
    expect((await upload('x', { apiKey: noFile.key })).status).toBe(403);
    expect((await state.t.request('POST', '/api/upload', { rawBody: buildForm('x', {}) })).status).toBe(401);
    expect(storedFiles()).toEqual([]);
  });

  it('delete removes the object and the record and gives the bytes back', async () => {
    const share = (await upload('12345')).body.data;
    expect(await usage()).toBe(5);
    expect((await state.t.delete(`/api/admin/files/${share.id}`, { token: state.token })).status).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await usage()).toBe(0);
    expect((await state.t.delete(`/api/admin/files/${share.id}`, { token: state.token })).status).toBe(404);
  });

  it('the hourly sweep deletes abandoned uploads and shares gone for 24 h', async () => {
    const [config] = await helpers(state).configs();
    const presigned = await state.t.post<Envelope<PresignUploadDto>>(
      '/api/s3/presign',
      { s3_config_id: config!.id, filename: 'late.txt', size: 3 },
      { token: state.token },
    );
    const put = await fetchBytes(state.t, presigned.body.data.upload_url, { method: 'PUT' });
    expect(put.status).toBe(400); // empty body: the bound length is 3
    const share = (await upload('x', { fields: { expires_in: '1' } })).body.data;
    const keeper = (await upload('keep')).body.data;
    expect(await usage()).toBe(3 + 1 + 4);
    state.t.clock.advance(25 * HOUR);
    state.token = await state.t.loginAsAdmin();
    const scheduler = startScheduler({
      jobs: state.t.services.jobs,
      leases: state.t.services.jobLeases,
      clock: state.t.clock,
      logger: createSilentLogger(),
    });
    try {
      expect(await scheduler.runIfLeased('sweep-file-shares')).toBe(true);
    } finally {
      scheduler.stop();
    }
    const rows = await state.t.db.selectFrom('file_shares').select('id').execute();
    expect(rows.map((row) => row.id)).toEqual([keeper.id]);
    expect((await state.t.get(`/api/public/files/${share.slug}`)).status).toBe(404);
    expect(await usage()).toBe(4);
  });

  it('clear-expired deletes expired and exhausted shares at once', async () => {
    await upload('x', { fields: { expires_in: '1' } });
    const exhausted = (await upload('y', { fields: { max_views: '1' } })).body.data;
    await upload('z');
    await state.t.get(`/api/public/files/${exhausted.slug}`);
    state.t.clock.advance(HOUR);
    const cleared = await state.t.post('/api/admin/files/clear-expired', undefined, { token: state.token });
    expect(cleared.body.data).toEqual({ deleted_count: 2 });
    expect(storedFiles()).toHaveLength(1);
  });
});

describe('presign → PUT → commit on local storage (api.md §4.5)', () => {
  const state = useAdminTestApp();
  const { usage, storedFiles } = helpers(state);

  const presign = async (
    body: Record<string, unknown> = {},
    auth: { token?: string; apiKey?: string } = {},
  ) => {
    const [config] = await helpers(state).configs();
    return state.t.post<Envelope<PresignUploadDto>>(
      '/api/s3/presign',
      { s3_config_id: config!.id, filename: 'doc.txt', size: 5, ...body },
      auth.apiKey ? { apiKey: auth.apiKey } : { token: state.token },
    );
  };
  const put = (url: string, body: string, headers: Record<string, string> = {}) =>
    fetchBytes(state.t, url, { method: 'PUT', headers: { 'content-type': 'text/plain', ...headers } }).then(
      async () => undefined,
    );

  const putRaw = async (url: string, body: string, headers: Record<string, string> = {}) => {
    const response = await state.t.app.request(
      url.replace(/^https?:\/\/[^/]+/, ''),
      { method: 'PUT', body, headers: { 'content-type': 'text/plain', ...headers } },
      { incoming: { socket: { remoteAddress: '192.0.2.1' } } },
    );
    return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
  };

  it('reserves capacity, PUTs through the signed URL and commits', async () => {
    const presigned = await presign({ slug: 'pre', path: '/in' });
    expect(presigned.status).toBe(200);
    const data = presigned.body.data;
    expect(data).toMatchObject({
      slug: 'pre',
      provider_type: 'local',
      contentType: 'text/plain',
      upload_headers: { 'Content-Type': 'text/plain' },
      s3_url: null,
      expires_at: new Date(state.t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(data.storage_path).toMatch(/^\.shares\/in\/[A-Za-z0-9]{8}-doc\.txt$/);
    expect(data.upload_url).toMatch(
      /^http:\/\/localhost\/api\/local-storage\/[0-9a-f-]+\/\.shares\/in\/.+\?op=put&exp=\d+&type=text%2Fplain&len=5&sig=/,
    );
    expect(await usage()).toBe(5);
    const uploaded = await putRaw(data.upload_url, 'hello');
    expect(uploaded.status).toBe(200);
    expect(uploaded.etag).toBe(`"${md5('hello')}"`);
    const committed = await state.t.post<Envelope<FileShareDetailsDto>>(
      '/api/s3/commit',
      {
        file_id: data.file_id,
        etag: uploaded.etag!.toUpperCase(),
        remark: 'r',
        slug: 'ignored',
        s3_config_id: 'ignored',
      },
      { token: state.token },
    );
    expect(committed.status).toBe(201);
    expect(committed.body.data).toMatchObject({
      slug: 'pre',
      size: 5,
      remark: 'r',
      storage_path: data.storage_path,
    });
    expect(await usage()).toBe(5);
    expect(
      (await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token })).status,
    ).toBe(404);
  });

  it('commit of a missing object is 400; of an altered object 400 (size) and both are deleted', async () => {
    const data = (await presign()).body.data;
    const missing = await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token });
    expect(missing.status).toBe(400);
    // Write a different size behind the server's back, via a fresh signed URL without a bound length.
    const [config] = await helpers(state).configs();
    const drivers = await state.t.services.s3Configs.findStorage(config!.id);
    const { Readable } = await import('node:stream');
    await drivers!.driver.putStream(data.storage_path, Readable.from([Buffer.from('longer body')]), {
      contentType: 'text/plain',
    });
    const altered = await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token });
    expect(altered.status).toBe(400);
    expect(storedFiles()).toEqual([]);
    expect(await state.t.db.selectFrom('file_shares').selectAll().execute()).toEqual([]);
    expect(await usage()).toBe(0);
  });

  it('commit with a wrong etag is 400', async () => {
    const data = (await presign()).body.data;
    await putRaw(data.upload_url, 'hello');
    const response = await state.t.post(
      '/api/s3/commit',
      { file_id: data.file_id, etag: '"abc"' },
      { token: state.token },
    );
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ field: 'etag' });
  });

  it('presign refuses over max_upload_size and over capacity', async () => {
    await state.t.put('/api/admin/system-settings', { max_upload_size: 1 }, { token: state.token });
    const tooLarge = await presign({ size: 2 * 1024 * 1024 });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.data).toEqual({ reason: 'max_upload_size', limit_bytes: 1024 * 1024 });
    const [config] = await helpers(state).configs();
    await state.t.put(`/api/s3-configs/${config!.id}`, { total_storage_bytes: 4 }, { token: state.token });
    const full = await presign();
    expect(full.status).toBe(413);
    expect(full.body.error).toBe('INSUFFICIENT_STORAGE');
    expect(await usage()).toBe(0);
  });

  it('only the presigning principal commits; DELETE also removes pending uploads', async () => {
    const [config] = await helpers(state).configs();
    await state.t.put(`/api/s3-configs/${config!.id}`, { is_public: true }, { token: state.token });
    const key = await state.t.createApiKey({ file: true });
    const data = (await presign({}, { apiKey: key.key })).body.data;
    await putRaw(data.upload_url, 'hello');
    expect(
      (await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token })).status,
    ).toBe(404);
    const other = await state.t.createApiKey({ file: true });
    expect(
      (await state.t.post('/api/s3/commit', { file_id: data.file_id }, { apiKey: other.key })).status,
    ).toBe(404);
    expect((await state.t.delete(`/api/user/files/${data.file_id}`, { apiKey: key.key })).status).toBe(200);
    expect(storedFiles()).toEqual([]);
    expect(await usage()).toBe(0);
  });

  it('the signed URL: tampering, expiry, wrong method and wrong type get 403; length mismatch 400', async () => {
    const data = (await presign()).body.data;
    expect((await putRaw(data.upload_url.replace('len=5', 'len=6'), 'hello!')).status).toBe(403);
    expect((await putRaw(data.upload_url.replace(/sig=.{4}/, 'sig=AAAA'), 'hello')).status).toBe(403);
    expect((await putRaw(data.upload_url.replace('doc.txt', 'other.txt'), 'hello')).status).toBe(403);
    expect((await putRaw(data.upload_url, 'hello', { 'content-type': 'text/html' })).status).toBe(403);
    expect((await putRaw(data.upload_url, 'hello world')).status).toBe(400);
    expect((await putRaw(data.upload_url, 'hell')).status).toBe(400);
    expect(storedFiles()).toEqual([]);
    const get = await fetchBytes(state.t, data.upload_url);
    expect(get.status).toBe(403);
    state.t.clock.advance(HOUR + 1000);
    const expired = await putRaw(data.upload_url, 'hello');
    expect(expired.status).toBe(403);
    expect(JSON.parse(expired.text)).toMatchObject({ error: 'ACCESS_TOKEN_INVALID' });
  });

  it('a signed PUT URL dies with its pending upload: after DELETE or commit it gets 403', async () => {
    // Deleted: the reservation is released, so the URL must not write untracked bytes.
    const deleted = (await presign()).body.data;
    expect((await state.t.delete(`/api/admin/files/${deleted.file_id}`, { token: state.token })).status).toBe(
      200,
    );
    const afterDelete = await putRaw(deleted.upload_url, 'hello');
    expect(afterDelete.status).toBe(403);
    expect(JSON.parse(afterDelete.text)).toMatchObject({ error: 'ACCESS_TOKEN_INVALID' });
    expect(storedFiles()).toEqual([]);
    expect(await usage()).toBe(0);

    // Committed: the URL (still within its hour) must not overwrite the share's object.
    const data = (await presign()).body.data;
    expect((await putRaw(data.upload_url, 'hello')).status).toBe(200);
    const committed = await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token });
    expect(committed.status).toBe(201);
    const afterCommit = await putRaw(data.upload_url, 'HACKD');
    expect(afterCommit.status).toBe(403);
    expect(JSON.parse(afterCommit.text)).toMatchObject({ error: 'ACCESS_TOKEN_INVALID' });
    const objectPath = join(state.t.database.dataDir, 'storage', 'default', data.storage_path);
    expect(readFileSync(objectPath, 'utf8')).toBe('hello');
  });

  it('local GET URLs serve with Range and the user-content headers', async () => {
    const data = (await presign({ filename: 'page.html', size: 10 })).body.data;
    await putRaw(data.upload_url, '<b>hi</b>!', { 'content-type': 'text/html' });
    const [config] = await helpers(state).configs();
    const { driver } = (await state.t.services.s3Configs.findStorage(config!.id))!;
    const url = await driver.presignGet(data.storage_path, {
      baseUrl: 'http://localhost',
      expiresInSeconds: 60,
      disposition: 'inline',
      filename: 'page.html',
      contentType: 'text/html',
    });
    const response = await fetchBytes(state.t, url, { headers: { range: 'bytes=0-2' } });
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe('<b>');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetchBytes(state.t, url.replace('disp=attachment', 'disp=inline'))).status).toBe(403);
  });

  it('secrets and storage paths never appear in public answers', async () => {
    const data = (await presign()).body.data;
    await putRaw(data.upload_url, 'hello');
    await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token });
    const view = await state.t.get(`/api/public/files/${data.slug}`);
    expect(view.text).not.toContain('.shares');
    expect(view.text).not.toContain('created_by');
    expect(view.text).not.toContain('s3_config_id');
    expect(put).toBeTypeOf('function');
  });
});

describe('file shares on a real S3 server', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let token: string;
  let configId: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp();
    token = await t.loginAsAdmin();
    configId = (
      await t.post<Envelope<S3ConfigDto>>('/api/s3-configs', s3.configBody({ default_folder: 'shared' }), {
        token,
      })
    ).body.data.id;
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('streams an upload to S3 and serves it back with Range', async () => {
    const content = Buffer.alloc(6 * 1024 * 1024 + 5, 0x7a);
    const form = buildForm(content, {
      fields: { s3_config_id: configId, path: '/big' },
      filename: 'big.bin',
    });
    const response = await t.request<Envelope<FileShareDetailsDto>>('POST', '/api/upload', {
      rawBody: form,
      token,
    });
    expect(response.status).toBe(201);
    const share = response.body.data;
    expect(share.storage_path).toMatch(/^shared\/\.shares\/big\/[A-Za-z0-9]{8}-big\.bin$/);
    expect(share.s3_url).toBe(`${s3.endpoint}/${s3.bucket}/${share.storage_path}`);
    expect(share.size).toBe(content.length);
    const partial = await fetchBytes(t, share.download_url, { headers: { range: 'bytes=1-3' } });
    expect(partial.status).toBe(206);
    expect(partial.body.toString()).toBe('zzz');
    const full = await fetchBytes(t, share.download_url);
    expect(full.body.length).toBe(content.length);
  });

  it('413 over max_upload_size leaves nothing in the bucket', async () => {
    await t.put('/api/admin/system-settings', { max_upload_size: 1 }, { token });
    const form = buildForm(Buffer.alloc(1024 * 1024 + 10, 1), {
      fields: { s3_config_id: configId, path: '/over' },
    });
    const response = await t.request('POST', '/api/upload', { rawBody: form, token });
    expect(response.status).toBe(413);
    const { driver } = (await t.services.s3Configs.findStorage(configId))!;
    expect((await driver.list({ prefix: 'shared/.shares/over/' })).objects).toEqual([]);
    await t.put('/api/admin/system-settings', { max_upload_size: 100 }, { token });
  });

  it('presign → PUT → commit with a real presigned URL; an altered object fails the commit', async () => {
    const presigned = await t.post<Envelope<PresignUploadDto>>(
      '/api/s3/presign',
      { s3_config_id: configId, filename: 'note.txt', size: 5 },
      { token },
    );
    const data = presigned.body.data;
    expect(data.upload_url.startsWith(s3.endpoint)).toBe(true);
    const put = await fetch(data.upload_url, { method: 'PUT', headers: data.upload_headers, body: 'hello' });
    expect(put.status).toBe(200);
    const committed = await t.post<Envelope<FileShareDetailsDto>>(
      '/api/s3/commit',
      { file_id: data.file_id, etag: put.headers.get('etag') },
      { token },
    );
    expect(committed.status).toBe(201);
    expect((await fetchBytes(t, committed.body.data.download_url)).body.toString()).toBe('hello');

    const second = (
      await t.post<Envelope<PresignUploadDto>>(
        '/api/s3/presign',
        { s3_config_id: configId, filename: 'n2.txt', size: 5 },
        { token },
      )
    ).body.data;
    await fetch(second.upload_url, { method: 'PUT', headers: second.upload_headers, body: 'hello' });
    expect(
      (await t.post('/api/s3/commit', { file_id: second.file_id, etag: '"0000"' }, { token })).status,
    ).toBe(400);
    expect((await t.post('/api/s3/commit', { file_id: second.file_id, size: 6 }, { token })).status).toBe(
      400,
    );
    const { driver } = (await t.services.s3Configs.findStorage(configId))!;
    expect(await driver.head(second.storage_path)).toBeNull();
  });
});
