import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Envelope, PresignUploadDto, S3ConfigDto } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { useAdminTestApp } from '../../../test/use-test-app.js';

/*
 * Attacks on the `local` provider's signed URLs (api.md §3.5, §5.6, §5.9, §5.13): every bound value
 * tampered with, signatures moved between configs and servers, replays, traversal through the URL
 * path, lying lengths, and PUTs racing the end of their pending upload.
 */

const HOUR = 3_600_000;

interface Sent {
  status: number;
  headers: Headers;
  text: string;
}

/** A body that sends `first`, then waits for `release()` before sending `rest` and ending. */
function gatedBody(first: string, rest: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 0) {
        controller.enqueue(Buffer.from(first));
        stage = 1;
      } else if (stage === 1) {
        await gate;
        controller.enqueue(Buffer.from(rest));
        stage = 2;
      } else {
        controller.close();
      }
    },
  });
  return { body, release };
}

function helpers(state: { t: TestApp; token: string }) {
  const send = async (
    method: string,
    url: string,
    body?: NonNullable<RequestInit['body']>,
    headers: Record<string, string> = {},
  ): Promise<Sent> => {
    const init: RequestInit & { duplex?: 'half' } = { method, body, headers };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const response = await state.t.app.request(url.replace(/^https?:\/\/[^/]+/, ''), init, {
      incoming: { socket: { remoteAddress: '192.0.2.1' } },
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const put = (url: string, body: NonNullable<RequestInit['body']>, headers: Record<string, string> = {}) =>
    send('PUT', url, body, { 'content-type': 'text/plain', ...headers });
  const configs = async () =>
    (await state.t.get<Envelope<S3ConfigDto[]>>('/api/s3-configs', { token: state.token })).body.data;
  const defaultConfig = async () => (await configs()).find((config) => config.is_default)!;
  const presign = async (body: Record<string, unknown> = {}) =>
    (
      await state.t.post<Envelope<PresignUploadDto>>(
        '/api/s3/presign',
        { s3_config_id: (await defaultConfig()).id, filename: 'doc.txt', size: 5, ...body },
        { token: state.token },
      )
    ).body.data;
  const storageDir = () => join(state.t.database.dataDir, 'storage');
  const bucketFiles = (bucket = 'default') => {
    const dir = join(storageDir(), bucket);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  };
  const tempFiles = () => {
    const dir = join(storageDir(), '.tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const usage = async () => (await defaultConfig()).used_storage_bytes;
  /** A URL the server itself signed, for keys and operations no API call would sign. */
  const sign = async (
    key: string,
    op: 'get' | 'put' | 'part',
    params: Record<string, string | undefined>,
    configId?: string,
  ) =>
    state.t.services.localUrlSigner.buildUrl({
      baseUrl: 'http://localhost',
      configId: configId ?? (await defaultConfig()).id,
      key,
      op,
      params,
      expiresInSeconds: 600,
    });
  const withParam = (url: string, name: string, value: string | null) => {
    const parsed = new URL(url);
    if (value === null) parsed.searchParams.delete(name);
    else parsed.searchParams.set(name, value);
    return parsed.toString();
  };
  return {
    send,
    put,
    configs,
    defaultConfig,
    presign,
    storageDir,
    bucketFiles,
    tempFiles,
    usage,
    sign,
    withParam,
  };
}

describe('attacks: tampering with signed local-storage URLs (api.md §3.5)', () => {
  const state = useAdminTestApp();
  const { put, send, presign, bucketFiles, withParam, sign, defaultConfig } = helpers(state);

  const expectForbidden = (response: Sent) => {
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text)).toEqual({
      code: 403,
      error: 'ACCESS_TOKEN_INVALID',
      message: 'signature invalid or expired',
      data: null,
      success: false,
    });
  };

  it('changing or dropping any bound value of a PUT URL gets 403 and writes nothing', async () => {
    const { upload_url: url, storage_path: key } = await presign();
    const signature = new URL(url).searchParams.get('sig')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [
      withParam(url, 'op', 'get'),
      withParam(url, 'op', 'part'),
      withParam(url, 'op', null),
      withParam(url, 'exp', String(Number(new URL(url).searchParams.get('exp')) + 3600)),
      withParam(url, 'exp', null),
      withParam(url, 'exp', '99999999999999999999'),
      withParam(url, 'type', 'text/html'),
      withParam(url, 'type', null),
      withParam(url, 'len', '6'),
      withParam(url, 'len', null),
      withParam(url, 'sig', flipped),
      withParam(url, 'sig', signature.slice(0, -1)),
      withParam(url, 'sig', `${signature}A`),
      withParam(url, 'sig', ''),
      withParam(url, 'sig', null),
      url.replace(key.split('/').pop()!, `x${key.split('/').pop()!}`),
      url.replace('/.shares/', '/.shares/sub/'),
    ];
    for (const target of tampered) {
      expectForbidden(await put(target, 'hello'));
    }
    expect(bucketFiles()).toEqual([]);
    // Parameters no operation binds are ignored, so adding them gains nothing either.
    expect((await put(withParam(url, 'disp', 'inline'), 'hello')).status).toBe(200);
    expect(bucketFiles()).toEqual([key]);
  });

  it('a PUT signature is not a GET (or HEAD) signature, and vice versa', async () => {
    const { upload_url: url, storage_path: key } = await presign();
    expect((await put(url, 'hello')).status).toBe(200);
    expectForbidden(await send('GET', url));
    const head = await send('HEAD', url);
    expect(head.status).toBe(403);
    const getUrl = await sign(key, 'get', { disp: 'attachment', name: 'doc.txt', type: 'text/plain' });
    expect((await send('GET', getUrl)).status).toBe(200);
    expectForbidden(await put(getUrl, 'HACKD'));
    // Other methods have no route at all.
    for (const method of ['POST', 'DELETE', 'PATCH']) {
      expect([404, 405]).toContain((await send(method, getUrl)).status);
    }
    expect(readFileSync(join(state.t.database.dataDir, 'storage', 'default', key), 'utf8')).toBe('hello');
  });

  it('a GET URL cannot be turned inline, retyped or renamed', async () => {
    const { upload_url: url, storage_path: key } = await presign({ filename: 'page.html', size: 5 });
    expect((await put(url, '<b>x!', { 'content-type': 'text/html' })).status).toBe(200);
    const getUrl = await sign(key, 'get', { disp: 'attachment', name: 'page.html', type: 'text/html' });
    const ok = await send('GET', getUrl);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toMatch(/^attachment;/);
    for (const target of [
      withParam(getUrl, 'disp', 'inline'),
      withParam(getUrl, 'type', 'text/plain'),
      withParam(getUrl, 'name', 'page.txt'),
      withParam(getUrl, 'disp', null),
    ]) {
      expectForbidden(await send('GET', target));
    }
    // Even a URL the server signed inline never renders HTML, SVG or XML on the app origin.
    for (const type of ['text/html', 'image/svg+xml', 'application/xml', 'text/javascript']) {
      const inline = await sign(key, 'get', { disp: 'inline', name: 'x', type });
      for (const request of [{}, { range: 'bytes=0-1' }] as Array<Record<string, string>>) {
        const response = await send('GET', inline, undefined, request);
        expect([200, 206]).toContain(response.status);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toMatch(/^sandbox;/);
        if (response.headers.get('content-disposition')!.startsWith('inline')) {
          expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
        }
      }
    }
    // Unbound type: the stored type is the signed one, and it is still filtered.
    const untyped = await sign(key, 'get', { disp: 'inline', name: 'x' });
    const response = await send('GET', untyped);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('duplicated parameters cannot smuggle a second value past the signature', async () => {
    const { upload_url: url, storage_path: key } = await presign();
    for (const extra of ['&type=text%2Fhtml', '&len=999', '&op=get', '&exp=1']) {
      const response = await put(`${url}${extra}`, 'hello');
      expect([200, 403]).toContain(response.status);
      if (response.status === 200) {
        const { driver } = (await state.t.services.s3Configs.findStorage((await defaultConfig()).id))!;
        const info = await driver.head(key);
        expect(info).toMatchObject({ size: 5, contentType: 'text/plain' });
      }
    }
    // A second value placed first is the one checked (or the request is refused).
    const first = url.replace('?op=put', '?type=text%2Fhtml&op=put');
    expect([200, 403]).toContain((await put(first, 'hello')).status);
  });

  it('the body Content-Type must agree with the signed type; its parameters are ignored', async () => {
    const { upload_url: url, storage_path: key } = await presign();
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/octet-stream',
      'text/html; x=text/plain',
    ]) {
      expectForbidden(await put(url, 'hello', { 'content-type': type }));
    }
    expect((await put(url, 'hello', { 'content-type': 'TEXT/PLAIN; charset=utf-7' })).status).toBe(200);
    const { driver } = (await state.t.services.s3Configs.findStorage((await defaultConfig()).id))!;
    expect((await driver.head(key))?.contentType).toBe('text/plain');
  });

  it('expired URLs get 403 at the second they expire', async () => {
    const { upload_url: url } = await presign();
    const exp = Number(new URL(url).searchParams.get('exp'));
    state.t.clock.set(new Date(exp * 1000 - 1000));
    expect((await put(url, 'hello')).status).toBe(200);
    state.t.clock.set(new Date(exp * 1000));
    expectForbidden(await put(url, 'hello'));
  });
});

describe('attacks: signatures across configs and servers, replays (api.md §3.5, §4.5)', () => {
  const state = useAdminTestApp();
  const { put, send, presign, bucketFiles, sign, defaultConfig, usage } = helpers(state);

  it("one config's signature does not work on another config holding the same key", async () => {
    const other = await state.t.post<Envelope<S3ConfigDto>>(
      '/api/s3-configs',
      { name: 'second local', provider_type: 'local', bucket_name: 'second' },
      { token: state.token },
    );
    expect(other.status).toBe(201);
    const { upload_url: url } = await presign();
    const current = (await defaultConfig()).id;
    const moved = url.replace(`/local-storage/${current}/`, `/local-storage/${other.body.data.id}/`);
    expect((await put(moved, 'hello')).status).toBe(403);
    expect(bucketFiles('second')).toEqual([]);
    // A GET signed for config A cannot read the same key through config B either.
    const { upload_url: secondUrl, storage_path: key } = await presign({ s3_config_id: other.body.data.id });
    expect((await put(secondUrl, 'other')).status).toBe(200);
    const getUrl = await sign(key, 'get', { disp: 'attachment', name: 'x', type: 'text/plain' }, current);
    const response = await send(
      'GET',
      getUrl.replace(`/local-storage/${current}/`, `/local-storage/${other.body.data.id}/`),
    );
    expect(response.status).toBe(403);
    expect(response.text).not.toContain('other');
  });

  it('a URL signed by a server with another APP_SECRET is refused', async () => {
    const foreign = await createTestApp({
      env: { APP_SECRET: 'another-secret-abcdefghijklmnopqrstuvwxyz-0123' },
    });
    try {
      const { upload_url: url, storage_path: key } = await presign();
      const configId = (await defaultConfig()).id;
      const forged = foreign.services.localUrlSigner.buildUrl({
        baseUrl: 'http://localhost',
        configId,
        key,
        op: 'put',
        params: { type: 'text/plain', len: '5' },
        expiresInSeconds: 3600,
      });
      expect(new URL(forged).searchParams.get('exp')).toBe(new URL(url).searchParams.get('exp'));
      expect(forged).not.toBe(url);
      expect((await put(forged, 'hello')).status).toBe(403);
      expect(bucketFiles()).toEqual([]);
    } finally {
      await foreign.close();
    }
  });

  it('a validly signed PUT for a key without a pending upload writes nothing', async () => {
    const planted = await sign('.shares/planted.txt', 'put', { type: 'text/plain', len: '5' });
    expect((await put(planted, 'hello')).status).toBe(403);
    const outsideShares = await sign('anything.txt', 'put', { type: 'text/plain' });
    expect((await put(outsideShares, 'hello')).status).toBe(403);
    // A part URL needs the pending upload's storage upload id (file shares have none).
    const { storage_path: key } = await presign();
    for (const uploadId of ['', 'x', '00000000-0000-4000-8000-000000000000']) {
      const part = await sign(key, 'part', { upload_id: uploadId, part: '1' });
      expect((await put(part, 'hello')).status).toBe(403);
    }
    expect(bucketFiles()).toEqual([]);
    expect(await usage()).toBe(5);
  });

  it('replays after commit or delete get 403 and change nothing', async () => {
    const data = await presign();
    expect((await put(data.upload_url, 'hello')).status).toBe(200);
    expect(
      (await state.t.post('/api/s3/commit', { file_id: data.file_id }, { token: state.token })).status,
    ).toBe(201);
    expect((await put(data.upload_url, 'HACKD')).status).toBe(403);
    const path = join(state.t.database.dataDir, 'storage', 'default', data.storage_path);
    expect(readFileSync(path, 'utf8')).toBe('hello');
    expect((await state.t.delete(`/api/admin/files/${data.file_id}`, { token: state.token })).status).toBe(
      200,
    );
    expect((await put(data.upload_url, 'hello')).status).toBe(403);
    expect(bucketFiles()).toEqual([]);
    expect(await usage()).toBe(0);
  });
});

describe('attacks: traversal through local-storage URLs (api.md §5.9)', () => {
  const state = useAdminTestApp();
  const { send, put, sign, presign, defaultConfig, storageDir } = helpers(state);

  it('signed keys that climb out of the bucket are refused by the driver, never served', async () => {
    mkdirSync(storageDir(), { recursive: true });
    writeFileSync(join(storageDir(), 'outside.txt'), 'outside the bucket');
    const configId = (await defaultConfig()).id;
    for (const key of [
      '../outside.txt',
      '../../secret.key',
      '.shares/../../outside.txt',
      '/etc/passwd',
      'a\0b',
    ]) {
      const url = await sign(key, 'get', { disp: 'attachment', name: 'x', type: 'text/plain' });
      const response = await send('GET', url);
      expect([400, 403, 404]).toContain(response.status);
      expect(response.text).not.toContain('outside the bucket');
      expect(response.text).not.toContain(state.t.database.dataDir);
      const head = await send('HEAD', url);
      expect([400, 403, 404]).toContain(head.status);
    }
    // Raw traversal in the URL path: normalised away or decoded into a different (unsigned) key.
    const { upload_url: url } = await presign();
    const query = new URL(url).search;
    for (const path of [
      `/api/local-storage/${configId}/../../outside.txt${query}`,
      `/api/local-storage/${configId}/%2e%2e/outside.txt${query}`,
      `/api/local-storage/${configId}/..%2foutside.txt${query}`,
      `/api/local-storage/${configId}/..%5coutside.txt${query}`,
      `/api/local-storage/${configId}/%252e%252e/outside.txt${query}`,
      `/api/local-storage/${configId}/%00${query}`,
      `/api/local-storage/${configId}/%E0%A4%A${query}`,
      `/api/local-storage/${encodeURIComponent('../x')}/outside.txt${query}`,
    ]) {
      const response = await put(path, 'hello');
      expect([400, 403, 404]).toContain(response.status);
      const read = await send('GET', path);
      expect(read.text).not.toContain('outside the bucket');
    }
    expect(readFileSync(join(storageDir(), 'outside.txt'), 'utf8')).toBe('outside the bucket');
  });

  it('the encoded and the plain form of a signed key address the same object only', async () => {
    const data = await presign({ filename: 'a b+c%.txt', size: 5 });
    expect(data.upload_url).toContain('a%20b%2Bc%25.txt');
    expect((await put(data.upload_url, 'hello')).status).toBe(200);
    const { driver } = (await state.t.services.s3Configs.findStorage((await defaultConfig()).id))!;
    expect(await driver.head(data.storage_path)).toMatchObject({ size: 5 });
    // Decoding twice would turn %2525 into %; the server decodes exactly once.
    const doubled = data.upload_url.replace('%25.txt', '%2525.txt');
    expect((await put(doubled, 'hello')).status).toBe(403);
  });
});

describe('attacks: lengths and bodies of local-storage PUTs (api.md §1.5, §3.5)', () => {
  const state = useAdminTestApp();
  const { put, presign, bucketFiles, tempFiles, usage } = helpers(state);

  it('a body longer or shorter than the signed length is a 400 whatever Content-Length claims', async () => {
    const { upload_url: url } = await presign();
    const cases: Array<[NonNullable<RequestInit['body']>, Record<string, string>]> = [
      ['hello world', {}],
      ['hell', {}],
      ['', {}],
      [gatedBody('hello', ' world').body, { 'content-length': '5' }],
      ['hello', { 'content-length': '6' }],
      ['hello', { 'content-length': String(10 * 1024 * 1024 * 1024) }],
    ];
    for (const [body, headers] of cases) {
      if (body instanceof ReadableStream) {
        const gated = gatedBody('hello', ' world');
        const pending = put(url, gated.body, headers);
        gated.release();
        const response = await pending;
        expect(response.status).toBe(400);
        continue;
      }
      const response = await put(url, body, headers);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text)).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    expect(bucketFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
    expect(await usage()).toBe(5);
  });

  it('a chunked body over the signed length stops at the limit and leaves no temp file', async () => {
    const { upload_url: url } = await presign({ size: 1024 });
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        if (sent > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(Buffer.alloc(64 * 1024, 1));
      },
    });
    const response = await put(url, endless);
    expect(response.status).toBe(400);
    expect(bucketFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });
});

describe('attacks: PUTs racing the end of their pending upload (api.md §3.5, §4.6)', () => {
  const state = useAdminTestApp();
  const { put, presign, bucketFiles, tempFiles, usage } = helpers(state);

  /** Starts a PUT that sends 2 bytes, then waits until the server is reading it. */
  const startSlowPut = async (url: string) => {
    const gated = gatedBody('he', 'llo');
    const response = put(url, gated.body);
    for (let attempt = 0; attempt < 200 && tempFiles().length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(tempFiles()).toHaveLength(1);
    return { response, release: gated.release };
  };

  it('a PUT still streaming when its pending upload is deleted leaves no untracked object', async () => {
    const data = await presign();
    const slow = await startSlowPut(data.upload_url);
    expect((await state.t.delete(`/api/admin/files/${data.file_id}`, { token: state.token })).status).toBe(
      200,
    );
    expect(await usage()).toBe(0);
    slow.release();
    const response = await slow.response;
    expect(response.status).toBe(403);
    expect(bucketFiles()).toEqual([]);
    expect(tempFiles()).toEqual([]);
    expect(await usage()).toBe(0);
  });

  it('a PUT still streaming when the upload is committed cannot replace the verified object', async () => {
    const data = await presign();
    const slow = await startSlowPut(data.upload_url);
    expect((await put(data.upload_url, 'HELLO')).status).toBe(200);
    const committed = await state.t.post<Envelope<{ etag: string }>>(
      '/api/s3/commit',
      { file_id: data.file_id },
      { token: state.token },
    );
    expect(committed.status).toBe(201);
    slow.release();
    expect((await slow.response).status).toBe(403);
    const path = join(state.t.database.dataDir, 'storage', 'default', data.storage_path);
    expect(readFileSync(path, 'utf8')).toBe('HELLO');
    expect(tempFiles()).toEqual([]);
  });
});

describe('attacks: what signed-URL traffic leaves in logs and answers (api.md §5.11, §5.14)', () => {
  const state = useAdminTestApp();
  const { put, presign, send, sign } = helpers(state);

  it('signatures are redacted from request logs; errors never show file-system paths', async () => {
    const data = await presign();
    const sig = new URL(data.upload_url).searchParams.get('sig')!;
    expect((await put(data.upload_url, 'hello')).status).toBe(200);
    const missing = await sign('.shares/missing.txt', 'get', { disp: 'attachment', name: 'x' });
    const response = await send('GET', missing);
    expect(response.status).toBe(404);
    const logs = state.t.logs.join('\n');
    expect(logs).toContain('/api/local-storage/');
    expect(logs).not.toContain(sig);
    expect(logs).not.toContain(new URL(missing).searchParams.get('sig')!);
    expect(response.text).not.toContain(state.t.database.dataDir);
    state.t.clock.advance(HOUR);
  });
});
