import type { FileShareDto } from '@satchel/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { envelope, errorEnvelope, FakeXhr, jsonResponse } from '../../test/fake-xhr';
import { uploadTransport } from './api/upload-transport';
import { uploadFile, UploadError, type UploadShareOptions } from './upload-flow';

/*
 * The presign → PUT → commit flow through the real transport and api-client, with the network
 * faked at its edge: `fetch` for JSON calls, XMLHttpRequest for the uploads.
 */

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key as never, options as never) as unknown as string;

const STORAGE_URL = 'https://bucket.example.com/.shares/abc-report.txt?X-Amz-Signature=sig';

const share = { id: 'share-1', slug: 'Ab12Cd34', filename: 'report.txt', size: 11 } as FileShareDto;

const presigned = {
  file_id: 'pending-1',
  upload_url: STORAGE_URL,
  upload_headers: { 'Content-Type': 'text/plain' },
  storage_path: 'x',
  s3_url: null,
  slug: 'Ab12Cd34',
  provider_type: 'aws',
  contentType: 'text/plain',
  expires_at: '2030-01-01T00:00:00.000Z',
};

const options: UploadShareOptions = {
  s3ConfigId: 'cfg-1',
  slug: 'my-report',
  path: 'docs',
  remark: 'hello',
  password: 'secret',
  expiresIn: 24,
  maxViews: 3,
};

type Route = (init: RequestInit) => Response | Promise<Response>;

/** A fetch that answers by "METHOD /api/path" and records every call. */
function stubFetch(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown; headers: Record<string, string> }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({
      key,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function textFile() {
  return new File(['hello world'], 'report.txt', { type: 'text/plain' });
}

beforeEach(() => {
  window.localStorage.setItem('admin_token', 'admin-token');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('presign → PUT → commit', () => {
  it('PUTs the bytes to the presigned URL with its headers, reads the ETag and commits', async () => {
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(envelope(presigned, 201), 201),
      'POST /api/s3/commit': () => jsonResponse(envelope(share, 201), 201),
    });
    FakeXhr.reset((xhr) => {
      xhr.progress(5, 11);
      xhr.progress(11, 11);
      xhr.respond(200, '', { ETag: '"etag-123"' });
    });
    const progress: number[] = [];
    const result = await uploadFile(textFile(), options, uploadTransport, new AbortController().signal, t, {
      onProgress: ({ loaded }) => progress.push(loaded),
    });

    expect(result).toEqual(share);
    expect(calls.map((call) => call.key)).toEqual(['POST /api/s3/presign', 'POST /api/s3/commit']);
    expect(calls[0]?.body).toEqual({
      s3_config_id: 'cfg-1',
      filename: 'report.txt',
      size: 11,
      mimetype: 'text/plain',
      path: 'docs',
      slug: 'my-report',
    });
    const [put] = FakeXhr.instances;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(STORAGE_URL);
    expect(put?.requestHeaders).toEqual({ 'Content-Type': 'text/plain' });
    expect(put?.body).toBeInstanceOf(File);
    expect(progress).toEqual([5, 11]);
    expect(calls[1]?.body).toEqual({
      file_id: 'pending-1',
      etag: '"etag-123"',
      size: 11,
      remark: 'hello',
      password: 'secret',
      expires_in: 24,
      max_views: 3,
    });
  });

  it('commits without an ETag when the bucket does not expose it', async () => {
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(envelope(presigned, 201), 201),
      'POST /api/s3/commit': () => jsonResponse(envelope(share, 201), 201),
    });
    FakeXhr.reset((xhr) => xhr.respond(200));
    await uploadFile(textFile(), options, uploadTransport, new AbortController().signal, t);
    expect(calls[1]?.body).not.toHaveProperty('etag');
  });
});

describe('fallback to the form upload', () => {
  it('on a network/CORS failure of the PUT: deletes the pending record, then streams through POST /upload', async () => {
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(envelope(presigned, 201), 201),
      'DELETE /api/admin/files/pending-1': () => jsonResponse(envelope(null)),
    });
    FakeXhr.reset((xhr) => {
      if (xhr.method === 'PUT') xhr.failNetwork();
      else xhr.respond(201, envelope(share, 201));
    });
    const result = await uploadFile(textFile(), options, uploadTransport, new AbortController().signal, t);

    expect(result).toEqual(share);
    expect(calls.map((call) => call.key)).toEqual([
      'POST /api/s3/presign',
      'DELETE /api/admin/files/pending-1',
    ]);
    const form = FakeXhr.instances[1];
    expect(form?.method).toBe('POST');
    expect(new URL(form?.url ?? '').pathname).toBe('/api/upload');
    expect(form?.requestHeaders.Authorization).toBe('Bearer admin-token');
    const fields = [...(form?.body as FormData).keys()];
    // Text fields first, the file last: the server refuses fields after the file part.
    expect(fields).toEqual([
      's3_config_id',
      'mimetype',
      'slug',
      'path',
      'remark',
      'password',
      'expires_in',
      'max_views',
      'file',
    ]);
    expect((form?.body as FormData).get('slug')).toBe('my-report');
  });

  it('when presign itself is unavailable (network or server error)', async () => {
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(errorEnvelope(500, 'STORAGE_ERROR', 'storage error'), 500),
    });
    FakeXhr.reset((xhr) => xhr.respond(201, envelope(share, 201)));
    const result = await uploadFile(textFile(), options, uploadTransport, new AbortController().signal, t);
    expect(result).toEqual(share);
    expect(calls.map((call) => call.key)).toEqual(['POST /api/s3/presign']);
    expect(FakeXhr.instances.map((xhr) => xhr.method)).toEqual(['POST']);
  });

  it('uses the user variant of the cleanup call for an API key', async () => {
    window.localStorage.clear();
    window.localStorage.setItem('api_key', 'key-1');
    window.localStorage.setItem(
      'api_key_permissions',
      JSON.stringify({ text: false, file: true, mount: false }),
    );
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(envelope(presigned, 201), 201),
      'DELETE /api/user/files/pending-1': () => jsonResponse(envelope(null)),
    });
    FakeXhr.reset((xhr) =>
      xhr.method === 'PUT' ? xhr.respond(403, '<Error/>') : xhr.respond(201, envelope(share, 201)),
    );
    await uploadFile(textFile(), options, uploadTransport, new AbortController().signal, t);
    expect(calls.map((call) => call.key)).toContain('DELETE /api/user/files/pending-1');
    expect(FakeXhr.instances[1]?.requestHeaders.Authorization).toBe('ApiKey key-1');
  });
});

describe('failures that do not fall back', () => {
  it('a taken suffix at presign: "custom link suffix already taken", nothing uploaded', async () => {
    stubFetch({
      'POST /api/s3/presign': () => jsonResponse(errorEnvelope(409, 'SLUG_TAKEN', 'slug taken'), 409),
    });
    FakeXhr.reset();
    const error = await uploadFile(
      textFile(),
      options,
      uploadTransport,
      new AbortController().signal,
      t,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).kind).toBe('slug-taken');
    expect((error as UploadError).message).toBe('Custom link suffix already taken, try another');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('insufficient storage at presign', async () => {
    stubFetch({
      'POST /api/s3/presign': () =>
        jsonResponse(
          errorEnvelope(413, 'INSUFFICIENT_STORAGE', 'over capacity', { reason: 'capacity' }),
          413,
        ),
    });
    FakeXhr.reset();
    const error = (await uploadFile(
      textFile(),
      options,
      uploadTransport,
      new AbortController().signal,
      t,
    ).catch((caught: unknown) => caught)) as UploadError;
    expect(error.kind).toBe('insufficient-storage');
    expect(error.message).toBe('Insufficient storage space');
  });

  it('a failed commit deletes the record it created', async () => {
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(envelope(presigned, 201), 201),
      'POST /api/s3/commit': () =>
        jsonResponse(errorEnvelope(400, 'VALIDATION_FAILED', 'size does not match the upload'), 400),
      'DELETE /api/admin/files/pending-1': () => jsonResponse(envelope(null)),
    });
    FakeXhr.reset((xhr) => xhr.respond(200, '', { ETag: '"e"' }));
    const error = (await uploadFile(
      textFile(),
      options,
      uploadTransport,
      new AbortController().signal,
      t,
    ).catch((caught: unknown) => caught)) as UploadError;
    expect(error.kind).toBe('failed');
    expect(error.message).toBe('size does not match the upload');
    expect(calls.map((call) => call.key)).toEqual([
      'POST /api/s3/presign',
      'POST /api/s3/commit',
      'DELETE /api/admin/files/pending-1',
    ]);
  });

  it('cancelling during the PUT aborts it, deletes the record and reports "cancelled"', async () => {
    const calls = stubFetch({
      'POST /api/s3/presign': () => jsonResponse(envelope(presigned, 201), 201),
      'DELETE /api/admin/files/pending-1': () => jsonResponse(envelope(null)),
    });
    const controller = new AbortController();
    FakeXhr.reset((xhr) => {
      xhr.progress(3, 11);
      controller.abort();
    });
    const error = (await uploadFile(textFile(), options, uploadTransport, controller.signal, t).catch(
      (caught: unknown) => caught,
    )) as UploadError;
    expect(error.kind).toBe('cancelled');
    expect(error.message).toBe('Upload cancelled');
    expect(FakeXhr.instances[0]?.isAborted).toBe(true);
    expect(FakeXhr.instances).toHaveLength(1);
    expect(calls.map((call) => call.key)).toEqual([
      'POST /api/s3/presign',
      'DELETE /api/admin/files/pending-1',
    ]);
  });

  it("a form upload refused with a bare status says 'upload failed' with it", async () => {
    stubFetch({
      'POST /api/s3/presign': () => jsonResponse(errorEnvelope(500, 'INTERNAL', 'Internal error'), 500),
    });
    FakeXhr.reset((xhr) => xhr.respond(502, 'Bad gateway'));
    const error = (await uploadFile(
      textFile(),
      options,
      uploadTransport,
      new AbortController().signal,
      t,
    ).catch((caught: unknown) => caught)) as UploadError;
    expect(error.message).toBe('Upload failed: 502');
  });
});
