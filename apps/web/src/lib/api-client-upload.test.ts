import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, FakeXhr } from '../test/fake-xhr';
import { ApiError, createApiClient } from './api-client';
import { i18n } from './i18n';

/** A client whose uploads go through FakeXhr, with in-memory credentials. */
function setup(stored: { token?: string; apiKey?: string } = {}) {
  const state = { token: stored.token ?? null, apiKey: stored.apiKey ?? null };
  const events: string[] = [];
  const client = createApiClient({
    fetch: vi.fn(),
    getBaseUrl: () => 'https://api.test',
    credentials: {
      getAdminToken: () => state.token,
      getApiKey: () => state.apiKey,
      clearAdminToken: () => {
        state.token = null;
      },
      clearApiKeyCredentials: () => {
        state.apiKey = null;
      },
    },
    dispatchEvent: (name) => events.push(name),
    translate: (key, options) => i18n.t(key as never, options as never) as unknown as string,
    createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
  });
  return { client, state, events };
}

const form = () => {
  const body = new FormData();
  body.append('file', new Blob(['x']), 'x.txt');
  return body;
};

beforeEach(() => FakeXhr.reset());
afterEach(() => vi.useRealTimers());

describe('XHR uploads (progress needs XMLHttpRequest)', () => {
  it('sends the stored credential, reports progress and unwraps the envelope', async () => {
    const { client } = setup({ token: 'tok' });
    FakeXhr.reset((xhr) => {
      xhr.progress(1, 2);
      xhr.respond(201, envelope({ id: 'f1' }, 201));
    });
    const progress = vi.fn();
    const data = await client.upload<{ id: string }>('/upload', { body: form(), onProgress: progress });
    expect(data).toEqual({ id: 'f1' });
    expect(FakeXhr.instances[0]?.url).toBe('https://api.test/api/upload');
    expect(FakeXhr.instances[0]?.requestHeaders.Authorization).toBe('Bearer tok');
    expect(progress).toHaveBeenCalledWith({ loaded: 1, total: 2 });
  });

  it('applies the 401 rules: a key keeps itself on a no-access answer of an upload path', async () => {
    const { client, state, events } = setup({ apiKey: 'key' });
    FakeXhr.reset((xhr) => xhr.respond(401, errorEnvelope(401, 'UNAUTHENTICATED', 'no access to uploads')));
    const error = await client.upload('/upload', { body: form() }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('no access to uploads');
    expect(state.apiKey).toBe('key');
    expect(events).toEqual([]);
  });

  it('drops an expired admin token like any other call', async () => {
    const { client, state, events } = setup({ token: 'tok' });
    FakeXhr.reset((xhr) => xhr.respond(401, errorEnvelope(401, 'TOKEN_EXPIRED', 'expired')));
    const error = (await client
      .upload('/upload', { body: form() })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('Admin session expired, please log in again');
    expect(state.token).toBeNull();
    expect(events).toEqual(['admin-token-expired']);
  });

  it("reports 'network error' and 'request timed out' distinctly", async () => {
    const { client } = setup();
    FakeXhr.reset((xhr) => xhr.failNetwork());
    const network = (await client
      .upload('/upload', { body: form() })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(network.message).toBe('Network error, check connection');
    expect(network.isTimeout).toBe(false);

    vi.useFakeTimers();
    FakeXhr.reset((xhr) => xhr.progress(1, 10));
    const pending = client
      .upload('/upload', { body: form(), idleTimeoutMs: 1000 })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeXhr.instances[0]?.isAborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const timeout = (await pending) as ApiError;
    expect(timeout.isTimeout).toBe(true);
    expect(timeout.message).toBe('Request timed out, server response too slow');
  });

  it('cancels through the signal with an AbortError', async () => {
    const { client } = setup();
    const controller = new AbortController();
    FakeXhr.reset(() => controller.abort());
    const error = await client
      .upload('/upload', { body: form(), signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(FakeXhr.instances[0]?.isAborted).toBe(true);
  });

  it("a storage PUT sends no credential, returns the ETag, and fails as 'upload failed: status'", async () => {
    const { client } = setup({ token: 'tok' });
    FakeXhr.reset((xhr) => xhr.respond(200, '', { etag: '"abc"' }));
    const ok = await client.putToStorage('https://bucket.test/key?sig=1', {
      body: new Blob(['x']),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(ok).toEqual({ etag: '"abc"' });
    expect(FakeXhr.instances[0]?.requestHeaders).toEqual({ 'Content-Type': 'text/plain' });

    FakeXhr.reset((xhr) => xhr.respond(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>'));
    const error = (await client
      .putToStorage('https://bucket.test/key', { body: new Blob(['x']) })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.message).toBe('Upload failed: 403');
  });
});
