import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  BatchDeleteResult,
  Envelope,
  FileShareDetailsDto,
  FileShareDto,
  Paged,
  PresignUploadDto,
  PublicFileShareDto,
  S3ConfigDto,
} from '@satchel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUploadForm, fetchBytes, type UploadOptions } from '../../../test/file-share-helpers.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';
import { useAdminTestApp } from '../../../test/use-test-app.js';

/*
 * Attacks on the file-share endpoints (api.md §3.4, §4.3–4.6, §4.9, §5): each test plays one trick a
 * hostile client would try and asserts the concrete status, body, headers and what is left on disk,
 * in the database and in the capacity counter.
 */

const HOUR = 3_600_000;
const MIB = 1024 * 1024;

/** Uploads here are named `a.txt` unless a test names them. */
const buildForm = (content: string | Buffer, options: UploadOptions): FormData =>
  buildUploadForm(content, { filename: 'a.txt', ...options });

/** A multipart body written by hand, for parts a FormData cannot express. */
function rawMultipart(parts: Array<{ headers: string[]; body: string | Buffer }>, boundary = 'XyZbOuNdArY') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function filePart(filename: string, body: string | Buffer, type = 'application/octet-stream') {
  return {
    headers: [`Content-Disposition: form-data; name="file"; filename="${filename}"`, `Content-Type: ${type}`],
    body,
  };
}

function fieldPart(name: string, value: string) {
  return { headers: [`Content-Disposition: form-data; name="${name}"`], body: value };
}

/** A body of unknown length (no Content-Length: sent chunked), `total` bytes in `chunk`-sized pieces. */
function chunkedBody(prefix: Buffer, total: number, suffix: Buffer, chunk = 64 * 1024) {
  let sent = 0;
  let stage: 'prefix' | 'body' | 'suffix' | 'done' = 'prefix';
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'prefix') {
        controller.enqueue(prefix);
        stage = 'body';
      } else if (stage === 'body') {
        const next = Math.min(chunk, total - sent);
        sent += next;
        controller.enqueue(Buffer.alloc(next, 0x61));
        if (sent >= total) stage = 'suffix';
      } else if (stage === 'suffix') {
        controller.enqueue(suffix);
        stage = 'done';
      } else {
        controller.close();
      }
    },
  });
}

/** RFC 5987 attr-char encoding, as the server writes `filename*`. */
function encodeRfc5987(value: string): string {
  return [...value]
    .map((char) =>
      /[A-Za-z0-9!#$&+.^_`|~-]/.test(char)
        ? char
        : [...Buffer.from(char)]
            .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
            .join(''),
    )
    .join('');
}

function helpers(state: { t: TestApp; token: string }) {
  const upload = (content: string | Buffer, options: UploadOptions = {}) =>
    state.t.request<Envelope<FileShareDetailsDto>>('POST', `/api/upload${options.query ?? ''}`, {
      rawBody: buildForm(content, options),
      ...(options.apiKey ? { apiKey: options.apiKey } : { token: options.token ?? state.token }),
    });
  const uploadRaw = (
    body: NonNullable<RequestInit['body']>,
    contentType: string,
    headers: Record<string, string> = {},
  ) =>
    state.t.request<Envelope<FileShareDetailsDto>>('POST', '/api/upload', {
      rawBody: body,
      token: state.token,
      headers: { 'content-type': contentType, ...headers },
    });
  const configs = async () =>
    (await state.t.get<Envelope<S3ConfigDto[]>>('/api/s3-configs', { token: state.token })).body.data;
  const defaultConfig = async () => (await configs()).find((config) => config.is_default)!;
  const usage = async () => (await defaultConfig()).used_storage_bytes;
  const fileRows = () => state.t.db.selectFrom('file_shares').selectAll().execute();
  const dataDir = () => state.t.database.dataDir;
  const bucketDir = () => join(dataDir(), 'storage', 'default');
  /** Every regular file below DATA_DIR/storage (buckets, temp files, sidecars), relative. */
  const storageFiles = (under = join(dataDir(), 'storage')) => {
    if (!existsSync(under)) return [];
    return readdirSync(under, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(under.length + 1));
  };
  const objects = () => storageFiles(bucketDir());
  const setMaxUploadMb = (mb: number) =>
    state.t.put('/api/admin/system-settings', { max_upload_size: mb }, { token: state.token });
  const makeDefaultPublic = async () =>
    state.t.put(`/api/s3-configs/${(await defaultConfig()).id}`, { is_public: true }, { token: state.token });
  const presign = async (body: Record<string, unknown> = {}, auth: { apiKey?: string } = {}) =>
    state.t.post<Envelope<PresignUploadDto>>(
      '/api/s3/presign',
      { s3_config_id: (await defaultConfig()).id, filename: 'doc.txt', size: 5, ...body },
      auth.apiKey ? { apiKey: auth.apiKey } : { token: state.token },
    );
  const putSigned = async (
    url: string,
    body: NonNullable<RequestInit['body']>,
    headers: Record<string, string> = {},
  ) => {
    const init: RequestInit & { duplex?: 'half' } = {
      method: 'PUT',
      body,
      headers: { 'content-type': 'text/plain', ...headers },
    };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await state.t.app.request(url.replace(/^https?:\/\/[^/]+/, ''), init, {
      incoming: { socket: { remoteAddress: '192.0.2.1' } },
    });
    return { status: response.status, etag: response.headers.get('etag'), text: await response.text() };
  };
  /** Nothing is left of failed uploads: no row, no object, no temp file or sidecar, no bytes counted. */
  const expectNothingLeft = async () => {
    expect(await fileRows()).toEqual([]);
    expect(storageFiles()).toEqual([]);
    expect(await usage()).toBe(0);
  };
  return {
    upload,
    uploadRaw,
    configs,
    defaultConfig,
    usage,
    fileRows,
    bucketDir,
    storageFiles,
    objects,
    setMaxUploadMb,
    makeDefaultPublic,
    presign,
    putSigned,
    expectNothingLeft,
  };
}

describe('attacks: paths, filenames and keys (api.md §2.3, §4.9, §5.9)', () => {
  const state = useAdminTestApp();
  const { upload, presign, putSigned, objects, bucketDir, expectNothingLeft, usage, fileRows } =
    helpers(state);

  it.each([
    ['/../x', 'PATH_ESCAPE'],
    ['/a/../../x', 'PATH_ESCAPE'],
    ['..', 'PATH_ESCAPE'],
    ['/a\\..\\..\\x', 'PATH_ESCAPE'],
    ['/a\u0000b', 'PATH_ESCAPE'],
    ['/a\nb', 'PATH_ESCAPE'],
    ['/a\u007fb', 'PATH_ESCAPE'],
  ])('upload and presign refuse the share path %j with 400 and leave nothing', async (path, error) => {
    const uploaded = await upload('x', { fields: { path } });
    expect(uploaded.status).toBe(400);
    expect(uploaded.body).toMatchObject({ error, data: { field: 'path' } });
    const presigned = await presign({ path });
    expect(presigned.status).toBe(400);
    expect(presigned.body.error).toBe(error);
    await expectNothingLeft();
  });

  it('encoded dots stay literal names inside the share area, never `..`', async () => {
    const encoded = await upload('x', { fields: { path: '/%2e%2e/%2E%2E%2f..%5c' } });
    expect(encoded.status).toBe(201);
    expect(encoded.body.data.path).toBe('/%2e%2e/%2E%2E%2f..%5c');
    expect(encoded.body.data.storage_path).toMatch(
      /^\.shares\/%2e%2e\/%2E%2E%2f\.\.%5c\/[A-Za-z0-9]{8}-a\.txt$/,
    );
    // Unicode look-alikes of `.` and `/` (one-dot leader, fullwidth solidus) are plain characters.
    const lookalike = await upload('x', {
      fields: { path: '/\u2024\u2024\uff0fetc' },
      filename: '\u2024\u2024',
    });
    expect(lookalike.status).toBe(201);
    expect(lookalike.body.data.storage_path).toMatch(
      /^\.shares\/\u2024\u2024\uff0fetc\/[A-Za-z0-9]{8}-\u2024\u2024$/,
    );
    // Every object lies inside the bucket's share area.
    expect(objects().every((name) => name.startsWith('.shares/'))).toBe(true);
  });

  it.each([
    ['../../../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['/abs/path/evil.sh', 'evil.sh'],
    ['evil\u0000.html.txt', 'evil.html.txt'],
    ['..', 'file'],
    ['.', 'file'],
    ['a/..', 'file'],
    ['  \u0001\u001f  ', 'file'],
    ['%2e%2e%2fpasswd', '%2e%2e%2fpasswd'],
  ])('the filename %j is sanitised to %j and stays in the share area', async (filename, expected) => {
    const uploaded = await upload('x', { filename });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.filename).toBe(expected);
    expect(uploaded.body.data.storage_path.split('/')).toHaveLength(2);
    expect(uploaded.body.data.storage_path).toMatch(/^\.shares\/[A-Za-z0-9]{8}-/);
    const presigned = await presign({ filename });
    expect(presigned.status).toBe(200);
    expect(presigned.body.data.storage_path.split('/')).toHaveLength(2);
    expect(objects()).toEqual([uploaded.body.data.storage_path]);
  });

  it('a 4 KiB filename is cut to 255 bytes; an over-long path segment is a 400 without leftovers', async () => {
    const long = await upload('x', { filename: `${'é'.repeat(2000)}.txt` });
    expect(long.status).toBe(201);
    expect(Buffer.byteLength(long.body.data.filename)).toBeLessThanOrEqual(255);
    expect(long.body.data.filename.endsWith('.txt')).toBe(true);
    const segment = Buffer.byteLength(long.body.data.storage_path.split('/').pop()!);
    expect(segment).toBeLessThanOrEqual(255);
    await state.t.delete(`/api/admin/files/${long.body.data.id}`, { token: state.token });
    // The signed PUT of such a name still answers the MD5 ETag that commit checks.
    const presignedLong = (await presign({ filename: `${'é'.repeat(2000)}.txt` })).body.data;
    const put = await putSigned(presignedLong.upload_url, 'hello');
    expect(put.status).toBe(200);
    const committed = await state.t.post(
      '/api/s3/commit',
      { file_id: presignedLong.file_id, etag: put.etag },
      { token: state.token },
    );
    expect(committed.status).toBe(201);
    await state.t.delete(`/api/admin/files/${presignedLong.file_id}`, { token: state.token });

    const segmentTooLong = await upload('x', { fields: { path: `/${'a'.repeat(300)}` } });
    expect(segmentTooLong.status).toBe(400);
    expect(segmentTooLong.body.error).toBe('VALIDATION_FAILED');
    const presignTooLong = await presign({ path: `/${'a'.repeat(300)}` });
    expect(presignTooLong.status).toBe(400);
    await expectNothingLeft();
  });

  it('a symlink in the share area that leads outside the bucket is never written through or read', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'satchel-attack-outside-'));
    try {
      writeFileSync(join(outside, 'secret.txt'), 'top secret');
      mkdirSync(join(bucketDir(), '.shares'), { recursive: true });
      symlinkSync(outside, join(bucketDir(), '.shares', 'link'));

      const uploaded = await upload('pwned', { fields: { path: '/link' }, filename: 'x.txt' });
      expect(uploaded.status).toBe(400);
      expect(uploaded.text).not.toContain(outside);
      expect(readdirSync(outside)).toEqual(['secret.txt']);

      // Presign only derives the key; the PUT is where the bytes would land, and it is refused.
      const presigned = await presign({ path: '/link', filename: 'x.txt' });
      expect(presigned.status).toBe(200);
      const put = await putSigned(presigned.body.data.upload_url, 'pwned');
      expect(put.status).toBe(400);
      expect(put.text).not.toContain(outside);
      const commit = await state.t.post(
        '/api/s3/commit',
        { file_id: presigned.body.data.file_id },
        { token: state.token },
      );
      expect(commit.status).toBe(400);
      expect(commit.text).not.toContain(outside);
      // The abandoned upload can still be deleted (nothing of it lies in the bucket).
      const removed = await state.t.delete(`/api/admin/files/${presigned.body.data.file_id}`, {
        token: state.token,
      });
      expect(removed.status).toBe(200);
      expect(readdirSync(outside)).toEqual(['secret.txt']);
      expect(await fileRows()).toEqual([]);
      expect(await usage()).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a committed share whose object was swapped for a symlink to outside is not served', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'satchel-attack-outside-'));
    try {
      writeFileSync(join(outside, 'secret.txt'), 'top secret');
      const share = (await upload('harmless', { filename: 'h.txt' })).body.data;
      const objectPath = join(bucketDir(), share.storage_path);
      rmSync(objectPath);
      symlinkSync(join(outside, 'secret.txt'), objectPath);
      const download = await fetchBytes(state.t, share.download_url);
      expect(download.status).not.toBe(200);
      expect(download.body.toString()).not.toContain('top secret');
      expect(download.body.toString()).not.toContain(outside);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('attacks: active content on the app origin (api.md §5.6)', () => {
  const state = useAdminTestApp();
  const { upload, uploadRaw } = helpers(state);

  const expectNeverActive = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
    );
    const type = headers.get('content-type') ?? '';
    const disposition = headers.get('content-disposition') ?? '';
    if (disposition.startsWith('inline')) {
      expect(type).not.toMatch(/html|svg|xml|javascript|ecmascript/i);
    }
  };

  it.each([
    // [filename, part Content-Type, mimetype field]
    ['x.html', 'text/html', undefined],
    ['x.HTM', 'text/html', undefined],
    ['x.xhtml', 'application/xhtml+xml', undefined],
    ['x.svg', 'image/svg+xml', undefined],
    ['x.svgz', 'image/svg+xml', undefined],
    ['x.xml', 'application/xml', undefined],
    ['x.xsl', 'application/xml', undefined],
    ['x.js', 'text/javascript', undefined],
    ['x.mjs', 'text/javascript', undefined],
    ['noext', 'text/html', undefined],
    ['noext', 'application/octet-stream', 'text/html'],
    ['noext', 'application/octet-stream', 'text/html; charset=utf-7'],
    ['noext', 'application/octet-stream', 'image/svg+xml'],
    ['noext', 'application/octet-stream', 'application/xhtml+xml'],
    ['x.unknownext', 'application/octet-stream', 'TEXT/HTML'],
    ['x.unknownext', 'application/octet-stream', 'application/rss+xml'],
    ['x.unknownext', 'application/octet-stream', 'multipart/x-mixed-replace; boundary=a'],
    ['x.html.', 'text/html', undefined],
    ['x.png.html', 'image/png', undefined],
  ])(
    '%s (part type %s, hint %s): preview, download, Range and HEAD never render it',
    async (filename, partType, hint) => {
      const content = '<html><script>alert(document.domain)</script></html>';
      const parts = [...(hint ? [fieldPart('mimetype', hint)] : []), filePart(filename, content, partType)];
      const form = rawMultipart(parts);
      const uploaded = await uploadRaw(form.body, form.contentType);
      expect(uploaded.status).toBe(201);
      const share = uploaded.body.data;
      for (const url of [share.preview_url, share.download_url]) {
        for (const request of [
          {},
          { headers: { range: 'bytes=0-9' } },
          { headers: { range: 'bytes=0-1,4-5' } },
          { method: 'HEAD' },
        ]) {
          const response = await fetchBytes(state.t, url, request);
          expect([200, 206]).toContain(response.status);
          expectNeverActive(response.headers);
        }
      }
      const preview = await fetchBytes(state.t, share.preview_url);
      const type = preview.headers.get('content-type')!;
      const disposition = preview.headers.get('content-disposition')!;
      expect(
        (type === 'text/plain; charset=utf-8' && disposition.startsWith('inline')) ||
          disposition.startsWith('attachment'),
      ).toBe(true);
      const download = await fetchBytes(state.t, share.download_url);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    },
  );

  it('the mimetype field or part type cannot override a safe extension into an active type', async () => {
    const form = rawMultipart([
      fieldPart('mimetype', 'text/html'),
      filePart('x.txt', '<script>1</script>', 'text/html'),
    ]);
    const share = (await uploadRaw(form.body, form.contentType)).body.data;
    expect(share.mimetype).toBe('text/plain');
    const preview = await fetchBytes(state.t, share.preview_url);
    expect(preview.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('a filename cannot inject header syntax into Content-Disposition', async () => {
    const share = (await upload('x', { filename: 'a"; filename*=UTF-8\'\'evil.html; x=".txt' })).body.data;
    const download = await fetchBytes(state.t, share.download_url);
    const disposition = download.headers.get('content-disposition')!;
    // One quoted fallback, then the encoded form; the injected text stays inside the quotes.
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^;'"\s]+$/);
    const outsideQuotes = disposition.replace(/"[^"]*"/g, '""');
    expect(outsideQuotes).toBe(`attachment; filename=""; filename*=UTF-8''${encodeRfc5987(share.filename)}`);
  });

  it('a raw quote in a multipart filename cannot close the fallback early', async () => {
    const form = rawMultipart([filePart('a\\"; filename*=UTF-8\'\'evil.html; x=\\".txt', 'x', 'text/plain')]);
    const uploaded = await uploadRaw(form.body, form.contentType);
    expect(uploaded.status).toBe(201);
    const download = await fetchBytes(state.t, uploaded.body.data.download_url);
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[^;'"\s]+$/);
    expect(disposition.replace(/"[^"]*"/g, '""').match(/filename\*=/g)).toHaveLength(1);
  });

  it('a text preview is UTF-8 whatever charset the client announced', async () => {
    const form = rawMultipart([filePart('noext', '+ADw-script+AD4-', 'text/plain; charset=utf-7')]);
    const share = (await uploadRaw(form.body, form.contentType)).body.data;
    expect(share.mimetype).toBe('text/plain');
    const preview = await fetchBytes(state.t, share.preview_url);
    expect(preview.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});

describe('attacks: access tokens (api.md §4.4)', () => {
  const state = useAdminTestApp();
  const { upload } = helpers(state);

  it("share A's token never opens share B, not even after B takes A's old slug", async () => {
    const a = (await upload('A', { fields: { slug: 'share-a' } })).body.data;
    const b = (await upload('B', { fields: { slug: 'share-b' } })).body.data;
    const tokenOfA = new URL(a.download_url).searchParams.get('token')!;
    const cross = await fetchBytes(
      state.t,
      `/api/public/files/share-b/download?token=${encodeURIComponent(tokenOfA)}`,
    );
    expect(cross.status).toBe(403);
    expect(JSON.parse(cross.body.toString())).toMatchObject({ error: 'ACCESS_TOKEN_INVALID', data: null });

    // A moves away, B takes A's slug: the old URL of A must not serve B's bytes.
    expect(
      (await state.t.put(`/api/admin/files/${a.id}`, { slug: 'moved' }, { token: state.token })).status,
    ).toBe(200);
    expect(
      (await state.t.put(`/api/admin/files/${b.id}`, { slug: 'share-a' }, { token: state.token })).status,
    ).toBe(200);
    const reused = await fetchBytes(state.t, a.download_url);
    expect(reused.status).toBe(403);
    expect(reused.body.toString()).not.toBe('B');
    // The token still opens A under its new slug (same share, same password version).
    const moved = await fetchBytes(
      state.t,
      `/api/public/files/moved/download?token=${encodeURIComponent(tokenOfA)}`,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.toString()).toBe('A');
  });

  it('a paste access token is not a file token, and a forged payload is refused', async () => {
    const paste = await state.t.post<Envelope<{ slug: string }>>(
      '/api/paste',
      { content: 'p', password: 'pw' },
      { token: state.token },
    );
    const unlocked = await state.t.post<Envelope<{ access_token?: string; token?: string }>>(
      `/api/paste/${paste.body.data.slug}`,
      { password: 'pw' },
    );
    const pasteToken = unlocked.body.data.access_token ?? unlocked.body.data.token;
    expect(typeof pasteToken).toBe('string');
    const share = (await upload('secret', { fields: { slug: paste.body.data.slug } })).body.data;
    const asFile = await fetchBytes(
      state.t,
      `/api/public/files/${share.slug}/download?token=${encodeURIComponent(pasteToken!)}`,
    );
    expect(asFile.status).toBe(403);

    // Re-signing is impossible; swapping the payload of a valid token for another share's id fails.
    const token = new URL(share.download_url).searchParams.get('token')!;
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ kind: 'file', share_id: share.id, slug: share.slug, password_version: 1, exp: 9e15 }),
    ).toString('base64url');
    expect(
      (await fetchBytes(state.t, `/api/public/files/${share.slug}/download?token=${forged}.${signature}`))
        .status,
    ).toBe(403);
    for (const bad of ['', '.', 'a.b.c', `${'A'.repeat(5000)}.x`, token.split('.')[0]!]) {
      const response = await fetchBytes(
        state.t,
        `/api/public/files/${share.slug}/download?token=${encodeURIComponent(bad)}`,
      );
      expect(response.status).toBe(403);
    }
  });

  it('tokens die with a password change or clear, and with expiry (410), even for HEAD and Range', async () => {
    const share = (await upload('secret', { fields: { password: 'first', expires_in: '2' } })).body.data;
    const unlock = () =>
      state.t.post<Envelope<PublicFileShareDto>>(`/api/public/files/${share.slug}/verify`, {
        password: 'first',
      });
    const first = (await unlock()).body.data;
    expect((await fetchBytes(state.t, first.download_url!)).status).toBe(200);

    // Clearing the password bumps the version too.
    await state.t.put(`/api/admin/files/${share.id}`, { clear_password: true }, { token: state.token });
    for (const request of [{}, { method: 'HEAD' }, { headers: { range: 'bytes=0-1' } }]) {
      expect((await fetchBytes(state.t, first.download_url!, request)).status).toBe(403);
      expect((await fetchBytes(state.t, first.preview_url!, request)).status).toBe(403);
    }
    // The management URLs issued now work until the share expires; then 410, never the bytes.
    const fresh = (
      await state.t.get<Envelope<FileShareDetailsDto>>(`/api/admin/files/${share.id}`, { token: state.token })
    ).body.data;
    expect((await fetchBytes(state.t, fresh.download_url)).status).toBe(200);
    state.t.clock.advance(2 * HOUR);
    const expired = await fetchBytes(state.t, fresh.download_url, { headers: { range: 'bytes=0-1' } });
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.body.toString())).toMatchObject({
      error: 'SHARE_EXPIRED',
      data: { reason: 'expired' },
    });
    expect((await fetchBytes(state.t, fresh.preview_url, { method: 'HEAD' })).status).toBe(410);
  });

  it('a token older than 24 h is refused with 403 even though the share lives on', async () => {
    const share = (await upload('x')).body.data;
    state.t.clock.advance(24 * HOUR + 1000);
    const stale = await fetchBytes(state.t, share.download_url);
    expect(stale.status).toBe(403);
  });

  it('the password is never accepted instead of a token on preview or download', async () => {
    const share = (await upload('secret', { fields: { password: 'pw' } })).body.data;
    for (const mode of ['preview', 'download']) {
      const response = await fetchBytes(state.t, `/api/public/files/${share.slug}/${mode}?password=pw`);
      expect(response.status).toBe(403);
      expect(response.body.toString()).not.toContain('secret');
    }
  });
});

describe('attacks: view limits under concurrency (api.md §4.3)', () => {
  const state = useAdminTestApp();
  const { upload } = helpers(state);

  it('30 simultaneous views of a max_views=3 share: exactly 3 get URLs, the rest 410', async () => {
    const share = (await upload('x', { fields: { max_views: '3' } })).body.data;
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        state.t.get<Envelope<PublicFileShareDto>>(`/api/public/files/${share.slug}`),
      ),
    );
    const ok = responses.filter((response) => response.status === 200);
    expect(ok).toHaveLength(3);
    expect(ok.every((response) => typeof response.body.data.download_url === 'string')).toBe(true);
    const gone = responses.filter((response) => response.status === 410);
    expect(gone).toHaveLength(27);
    expect(gone.every((response) => response.body.error === 'SHARE_EXHAUSTED')).toBe(true);
    const after = await state.t.get<Envelope<FileShareDto>>(`/api/admin/files/${share.id}`, {
      token: state.token,
    });
    expect(after.body.data).toMatchObject({ views: 3, remaining_views: 0, status: 'exhausted' });
  });

  it('20 simultaneous right passwords on a max_views=2 share: exactly 2 unlock', async () => {
    const share = (await upload('x', { fields: { max_views: '2', password: 'pw' } })).body.data;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        state.t.post(
          `/api/public/files/${share.slug}/verify`,
          { password: 'pw' },
          { ip: `198.51.100.${index + 1}` },
        ),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.status === 410)).toHaveLength(18);
  });

  it('HEAD and content reads never spend views', async () => {
    const share = (await upload('x', { fields: { max_views: '1' } })).body.data;
    for (let index = 0; index < 5; index += 1) {
      expect((await fetchBytes(state.t, `/api/public/files/${share.slug}`, { method: 'HEAD' })).status).toBe(
        200,
      );
      expect((await fetchBytes(state.t, share.download_url)).status).toBe(200);
      expect((await fetchBytes(state.t, share.preview_url, { method: 'HEAD' })).status).toBe(200);
    }
    expect((await state.t.get(`/api/public/files/${share.slug}`)).status).toBe(200);
    expect((await state.t.get(`/api/public/files/${share.slug}`)).status).toBe(410);
  });
});

describe('attacks: ownership (api.md §2.1, §2.2)', () => {
  const state = useAdminTestApp();
  const { upload, makeDefaultPublic, presign, objects, usage } = helpers(state);

  it("a key can neither read, edit nor delete another key's or the admin's shares", async () => {
    await makeDefaultPublic();
    const alice = await state.t.createApiKey({ file: true });
    const mallory = await state.t.createApiKey({ file: true });
    const aliceShare = (await upload('alice', { apiKey: alice.key, filename: 'alice.txt' })).body.data;
    const adminShare = (await upload('admin', { filename: 'admin.txt' })).body.data;
    const alicePending = (await presign({}, { apiKey: alice.key })).body.data;
    expect(aliceShare.created_by).toBe(`apikey:${alice.id}`);

    for (const id of [aliceShare.id, adminShare.id, alicePending.file_id]) {
      const read = await state.t.get(`/api/user/files/${id}`, { apiKey: mallory.key });
      expect(read.status).toBe(404);
      expect(read.body.error).toBe('NOT_FOUND');
      const edit = await state.t.put(
        `/api/user/files/${id}`,
        { slug: 'stolen', password: 'mine', max_views: 0, remark: 'pwned' },
        { apiKey: mallory.key },
      );
      expect(edit.status).toBe(404);
      const remove = await state.t.delete(`/api/user/files/${id}`, { apiKey: mallory.key });
      expect(remove.status).toBe(404);
    }
    const batch = await state.t.post<Envelope<BatchDeleteResult>>(
      '/api/user/files/batch-delete',
      { ids: [aliceShare.id, adminShare.id, alicePending.file_id, 'not-a-uuid', '../../etc'] },
      { apiKey: mallory.key },
    );
    expect(batch.status).toBe(200);
    expect(batch.body.data.deleted_count).toBe(0);
    expect(batch.body.data.not_found).toHaveLength(5);

    const list = await state.t.get<Envelope<Paged<FileShareDto>>>('/api/user/files?search=', {
      apiKey: mallory.key,
    });
    expect(list.body.data.items).toEqual([]);
    expect(list.body.data.pagination.total).toBe(0);

    // Nothing changed: both shares and the pending upload are intact and still served.
    expect(objects()).toHaveLength(2);
    expect(await usage()).toBe(5 + 5 + 5);
    const aliceView = await state.t.get<Envelope<FileShareDto>>(`/api/user/files/${aliceShare.id}`, {
      apiKey: alice.key,
    });
    expect(aliceView.body.data).toMatchObject({ slug: aliceShare.slug, has_password: false, remark: null });
    expect((await fetchBytes(state.t, adminShare.download_url)).body.toString()).toBe('admin');

    // Alice cannot reach the admin's share either, and the management areas do not mix.
    expect((await state.t.get(`/api/user/files/${adminShare.id}`, { apiKey: alice.key })).status).toBe(404);
    expect((await state.t.get('/api/admin/files', { apiKey: alice.key })).status).toBe(403);
    expect((await state.t.delete(`/api/admin/files/${aliceShare.id}`, { apiKey: alice.key })).status).toBe(
      403,
    );
    expect((await state.t.get('/api/user/files', { token: state.token })).status).toBe(403);
    // The public view of Alice's share offers editing to Alice only.
    const viewAsMallory = await state.t.get<Envelope<PublicFileShareDto>>(
      `/api/public/files/${aliceShare.slug}`,
      {
        apiKey: mallory.key,
      },
    );
    expect(viewAsMallory.body.data.can_edit).toBe(false);
    expect(viewAsMallory.body.data).not.toHaveProperty('id');
  });

  it("a key cannot commit, and so cannot hijack, another principal's pending upload", async () => {
    await makeDefaultPublic();
    const alice = await state.t.createApiKey({ file: true });
    const mallory = await state.t.createApiKey({ file: true });
    const pending = (await presign({ slug: 'alice-slot' }, { apiKey: alice.key })).body.data;
    const adminPending = (await presign({ slug: 'admin-slot' })).body.data;
    for (const fileId of [pending.file_id, adminPending.file_id]) {
      const commit = await state.t.post(
        '/api/s3/commit',
        { file_id: fileId, s3_config_id: 'x', storage_path: '../../x', slug: 'mine' },
        { apiKey: mallory.key },
      );
      expect(commit.status).toBe(404);
    }
    expect(
      (
        await state.t.db
          .selectFrom('file_shares')
          .select('state')
          .where('id', '=', pending.file_id)
          .executeTakeFirst()
      )?.state,
    ).toBe('pending');
  });

  it('keys without `file`, expired keys and revoked keys are refused on every file route', async () => {
    await makeDefaultPublic();
    const textOnly = await state.t.createApiKey({ text: true });
    const expiring = await state.t.createApiKey({ file: true, expires_at: '2025-06-08T10:30:00.000Z' });
    const share = (await upload('x', { apiKey: expiring.key })).body.data;
    expect(share.created_by).toBe(`apikey:${expiring.id}`);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/user/files'],
      ['GET', `/api/user/files/${share.id}`],
      ['PUT', `/api/user/files/${share.id}`, { remark: 'x' }],
      ['DELETE', `/api/user/files/${share.id}`],
      ['POST', '/api/user/files/batch-delete', { ids: [share.id] }],
      ['POST', '/api/s3/presign', { s3_config_id: share.s3_config_id, filename: 'a', size: 1 }],
      ['POST', '/api/s3/commit', { file_id: share.id }],
    ];
    for (const [method, path, body] of routes) {
      expect((await state.t.request(method, path, { apiKey: textOnly.key, body })).status).toBe(403);
    }
    expect((await upload('x', { apiKey: textOnly.key })).status).toBe(403);
    state.t.clock.advance(HOUR);
    for (const [method, path, body] of routes) {
      const response = await state.t.request(method, path, { apiKey: expiring.key, body });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: 'API_KEY_INVALID' });
    }
    expect((await upload('x', { apiKey: expiring.key })).status).toBe(401);
    expect(objects()).toHaveLength(1);
  });
});

describe('attacks: size limits and leftovers (api.md §1.5, §4.6, §5.10)', () => {
  const state = useAdminTestApp();
  const { uploadRaw, upload, setMaxUploadMb, defaultConfig, expectNothingLeft, usage, fileRows, objects } =
    helpers(state);

  const formParts = (filename = 'big.bin') => {
    const head = Buffer.from(
      `--B\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from('\r\n--B--\r\n');
    return { head, tail, contentType: 'multipart/form-data; boundary=B' };
  };

  it('a chunked body (no Content-Length) over max_upload_size gets 413 and leaves nothing', async () => {
    await setMaxUploadMb(1);
    const { head, tail, contentType } = formParts();
    const response = await uploadRaw(chunkedBody(head, 3 * MIB, tail), contentType);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      error: 'TOO_LARGE',
      data: { reason: 'max_upload_size', limit_bytes: MIB },
    });
    await expectNothingLeft();
  });

  it('a lying small Content-Length does not let a larger body through', async () => {
    await setMaxUploadMb(1);
    const { head, tail, contentType } = formParts();
    const response = await uploadRaw(chunkedBody(head, 2 * MIB, tail), contentType, {
      'content-length': '300',
    });
    expect(response.status).toBe(413);
    await expectNothingLeft();
  });

  it('a huge declared Content-Length is refused before reading; a missing part boundary is a 400', async () => {
    await setMaxUploadMb(1);
    const { head, contentType } = formParts();
    const declared = await uploadRaw(head, contentType, { 'content-length': String(50 * MIB) });
    expect(declared.status).toBe(413);
    // A body cut off mid-file (the client died) is not stored as a share.
    const truncated = await uploadRaw(Buffer.concat([head, Buffer.alloc(1000, 1)]), contentType);
    expect(truncated.status).toBe(400);
    await expectNothingLeft();
  });

  it('a second file, extra parts or fields after the file get 400 and leave nothing', async () => {
    const secondFile = rawMultipart([filePart('a.txt', 'one'), filePart('b.txt', 'two')]);
    const first = await uploadRaw(secondFile.body, secondFile.contentType);
    expect(first.status).toBe(400);
    const renamed = rawMultipart([
      { headers: ['Content-Disposition: form-data; name="other"; filename="a.txt"'], body: 'x' },
    ]);
    expect((await uploadRaw(renamed.body, renamed.contentType)).status).toBe(400);
    const lateField = rawMultipart([filePart('a.txt', 'one'), fieldPart('password', 'late')]);
    const late = await uploadRaw(lateField.body, lateField.contentType);
    expect(late.status).toBe(400);
    expect(late.body.message).toContain('before the file part');
    const lateBig = rawMultipart([filePart('a.bin', Buffer.alloc(2 * MIB, 7)), fieldPart('max_views', '1')]);
    expect((await uploadRaw(lateBig.body, lateBig.contentType)).status).toBe(400);
    await expectNothingLeft();
  });

  it('many fields, huge field values and a missing file get 400 and leave nothing', async () => {
    const manyFields = rawMultipart([
      ...Array.from({ length: 200 }, (_, index) => fieldPart(`f${index}`, 'x')),
      filePart('a.txt', 'x'),
    ]);
    expect((await uploadRaw(manyFields.body, manyFields.contentType)).status).toBe(400);
    const hugeValue = rawMultipart([fieldPart('remark', 'r'.repeat(5 * MIB)), filePart('a.txt', 'x')]);
    const huge = await uploadRaw(hugeValue.body, hugeValue.contentType);
    expect(huge.status).toBe(400);
    expect(huge.body.data).toEqual({ field: 'remark' });
    const noFile = rawMultipart([fieldPart('remark', 'r')]);
    expect((await uploadRaw(noFile.body, noFile.contentType)).status).toBe(400);
    const notAForm = await uploadRaw('file=x', 'application/x-www-form-urlencoded');
    expect(notAForm.status).toBe(400);
    const badBoundary = await uploadRaw('garbage', 'multipart/form-data');
    expect(badBoundary.status).toBe(400);
    const invalidField = rawMultipart([fieldPart('max_views', '-1'), filePart('a.txt', 'x')]);
    expect((await uploadRaw(invalidField.body, invalidField.contentType)).status).toBe(400);
    await expectNothingLeft();
  });

  it('capacity: a chunked body over the free space gets 413 INSUFFICIENT_STORAGE, usage intact', async () => {
    const config = await defaultConfig();
    await state.t.put(`/api/s3-configs/${config.id}`, { total_storage_bytes: 1000 }, { token: state.token });
    expect((await upload(Buffer.alloc(600, 1))).status).toBe(201);
    const { head, tail, contentType } = formParts();
    const over = await uploadRaw(chunkedBody(head, 500, tail, 100), contentType);
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({
      error: 'INSUFFICIENT_STORAGE',
      data: { reason: 'capacity', limit_bytes: 400 },
    });
    expect(await usage()).toBe(600);
    expect(await fileRows()).toHaveLength(1);
    expect(objects()).toHaveLength(1);
  });

  it('capacity: parallel uploads that each fit alone cannot overfill the config together', async () => {
    const config = await defaultConfig();
    await state.t.put(`/api/s3-configs/${config.id}`, { total_storage_bytes: 1000 }, { token: state.token });
    const responses = await Promise.all(Array.from({ length: 5 }, () => upload(Buffer.alloc(400, 1))));
    const created = responses.filter((response) => response.status === 201);
    expect(created).toHaveLength(2);
    expect(responses.filter((response) => response.status === 413)).toHaveLength(3);
    expect(await usage()).toBe(800);
    expect(objects()).toHaveLength(2);
    expect(await fileRows()).toHaveLength(2);
  });

  it('presign: sizes that are negative, fractional, huge or over the free space are refused', async () => {
    const config = await defaultConfig();
    await state.t.put(`/api/s3-configs/${config.id}`, { total_storage_bytes: 1000 }, { token: state.token });
    for (const size of [-1, 1.5, '1e3', Number.MAX_SAFE_INTEGER + 2, 'abc', null]) {
      const response = await state.t.post(
        '/api/s3/presign',
        { s3_config_id: config.id, filename: 'a', size },
        { token: state.token },
      );
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const over = await state.t.post(
      '/api/s3/presign',
      { s3_config_id: config.id, filename: 'a', size: 1001 },
      { token: state.token },
    );
    expect(over.status).toBe(413);
    // Parallel presigns cannot reserve more than the capacity either.
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        state.t.post(
          '/api/s3/presign',
          { s3_config_id: config.id, filename: 'a', size: 400 },
          { token: state.token },
        ),
      ),
    );
    expect(parallel.filter((response) => response.status === 200)).toHaveLength(2);
    expect(await usage()).toBe(800);
  });

  it('commit cannot grow an upload past its reservation, max_upload_size or capacity', async () => {
    const { presign, putSigned } = helpers(state);
    const data = (await presign({ size: 5 })).body.data;
    expect((await putSigned(data.upload_url, 'hello')).status).toBe(200);
    // The client's own size claim must match the object.
    const lie = await state.t.post(
      '/api/s3/commit',
      { file_id: data.file_id, size: 1 },
      { token: state.token },
    );
    expect(lie.status).toBe(400);
    await expectNothingLeft();
  });

  it('expired pending uploads cannot be committed (404) and their signed URL is dead', async () => {
    const { presign, putSigned } = helpers(state);
    const data = (await presign({ size: 5 })).body.data;
    state.t.clock.advance(24 * HOUR + 1000);
    const token = await state.t.loginAsAdmin();
    const commit = await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token });
    expect(commit.status).toBe(404);
    expect((await putSigned(data.upload_url, 'hello')).status).toBe(403);
    expect(objects()).toEqual([]);
  });
});

describe('attacks: leaks in answers (api.md §1.2, §5.14)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let token: string;
  const SECRET = 'attack-test-secret-6f1d2b';

  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp();
    token = await t.loginAsAdmin();
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  const createConfig = async (overrides: Record<string, unknown>) => {
    const response = await t.post<Envelope<S3ConfigDto>>(
      '/api/s3-configs',
      s3.configBody({ secret_access_key: SECRET, ...overrides }),
      { token },
    );
    expect(response.status).toBe(201);
    return response.body.data;
  };

  it('S3 shares: public answers never name the bucket, endpoint or key; no answer carries the secret', async () => {
    const config = await createConfig({
      name: 'leak-check',
      is_public: true,
      default_folder: 'hidden-folder',
    });
    const key = await t.createApiKey({ file: true });
    const uploaded = await t.request<Envelope<FileShareDetailsDto>>('POST', '/api/upload', {
      rawBody: buildForm('s3 bytes', { fields: { s3_config_id: config.id, path: '/p' } }),
      apiKey: key.key,
    });
    expect(uploaded.status).toBe(201);
    const share = uploaded.body.data;
    const answers = [
      uploaded.text,
      (await t.get(`/api/user/files/${share.id}`, { apiKey: key.key })).text,
      (await t.get('/api/user/files', { apiKey: key.key })).text,
      (await t.get('/api/s3-configs', { apiKey: key.key })).text,
      (await t.get(`/api/s3-configs/${config.id}`, { apiKey: key.key })).text,
      (await t.get(`/api/s3-configs/${config.id}`, { token })).text,
      (await t.get('/api/s3-configs', { token })).text,
      (await t.put(`/api/s3-configs/${config.id}`, { name: 'leak-check-2' }, { token })).text,
      (
        await t.post(
          '/api/s3/presign',
          { s3_config_id: config.id, filename: 'x.txt', size: 3 },
          { apiKey: key.key },
        )
      ).text,
    ];
    for (const text of answers) expect(text).not.toContain(SECRET);
    // Keys see a reduced config: no endpoint or bucket.
    for (const text of answers.slice(3, 5)) {
      expect(text).not.toContain(s3.bucket);
      expect(text).not.toContain(s3.endpoint);
    }
    const publicView = await t.get(`/api/public/files/${share.slug}`);
    for (const hidden of [s3.bucket, s3.endpoint, 'hidden-folder', '.shares', config.id, 'apikey:']) {
      expect(publicView.text).not.toContain(hidden);
    }
    const download = await fetchBytes(
      t,
      (publicView.body as Envelope<PublicFileShareDto>).data.download_url!,
    );
    expect(download.body.toString()).toBe('s3 bytes');
    for (const name of download.headers.keys()) {
      expect(download.headers.get(name)).not.toContain(s3.bucket);
      expect(download.headers.get(name)).not.toContain('hidden-folder');
    }
    expect(t.logs.join('\n')).not.toContain(SECRET);
  });

  it('storage failures answer a generic 500 without endpoint, bucket, key, secret or stack', async () => {
    const dead = await createConfig({
      name: 'dead',
      endpoint_url: 'http://127.0.0.1:9',
      bucket_name: 'secret-bucket-name',
    });
    const uploaded = await t.request('POST', '/api/upload', {
      rawBody: buildForm('x', { fields: { s3_config_id: dead.id, path: '/deep' } }),
      token,
    });
    expect(uploaded.status).toBe(500);
    expect(uploaded.body).toEqual({
      code: 500,
      error: 'STORAGE_ERROR',
      message: 'storage error',
      data: null,
      success: false,
    });
    const presigned = await t.post<Envelope<PresignUploadDto>>(
      '/api/s3/presign',
      { s3_config_id: dead.id, filename: 'x.txt', size: 1 },
      { token },
    );
    expect(presigned.status).toBe(200);
    const commit = await t.post('/api/s3/commit', { file_id: presigned.body.data.file_id }, { token });
    expect(commit.status).toBe(500);
    for (const text of [uploaded.text, commit.text]) {
      for (const hidden of [
        '127.0.0.1:9',
        'secret-bucket-name',
        '.shares',
        SECRET,
        'ECONNREFUSED',
        '    at ',
      ]) {
        expect(text).not.toContain(hidden);
      }
    }
    // The failed upload left no row behind.
    const rows = await t.db
      .selectFrom('file_shares')
      .selectAll()
      .where('storage_config_id', '=', dead.id)
      .execute();
    expect(rows.map((row) => row.state)).toEqual(['pending']);
  });

  it('local storage failures do not reveal DATA_DIR', async () => {
    const [config] = (await t.get<Envelope<S3ConfigDto[]>>('/api/s3-configs', { token })).body.data.filter(
      (item) => item.provider_type === 'local',
    );
    const response = await t.request('POST', '/api/upload', {
      rawBody: buildForm('x', { fields: { s3_config_id: config!.id, path: `/${'a/'.repeat(2100)}` } }),
      token,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'VALIDATION_FAILED', data: { field: 'path' } });
    expect(response.text).not.toContain(t.database.dataDir);
    expect(response.text).not.toContain('ENAMETOOLONG');
    expect(response.text).not.toContain('    at ');
  });
});
