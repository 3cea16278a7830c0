import { ERROR_CODE_LIST } from '@satchel/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientDependencies } from './api-client';
import { i18n } from './i18n';

interface FakeResponse {
  status: number;
  body?: unknown;
  statusText?: string;
  headers?: Record<string, string>;
}

function jsonResponse({ status, body, statusText = '', headers = {} }: FakeResponse): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function envelopeError(status: number, error: string | undefined, message = '', data: unknown = null) {
  return { code: status, error, message, data, success: false };
}

/** A client over a fake fetch and in-memory credentials; records requests and fired events. */
function setup(
  response: FakeResponse | (() => Promise<Response>),
  stored: { token?: string; apiKey?: string } = {},
) {
  const state = {
    token: stored.token ?? null,
    apiKey: stored.apiKey ?? null,
    permissions: stored.apiKey ? 'x' : null,
  };
  const events: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    typeof response === 'function' ? response() : jsonResponse(response),
  );
  const deps: ApiClientDependencies = {
    fetch,
    getBaseUrl: () => 'https://api.test',
    credentials: {
      getAdminToken: () => state.token,
      getApiKey: () => state.apiKey,
      clearAdminToken: () => {
        state.token = null;
      },
      clearApiKeyCredentials: () => {
        state.apiKey = null;
        state.permissions = null;
      },
    },
    dispatchEvent: (name) => events.push(name),
    translate: (key, options) => i18n.t(key as never, options as never) as unknown as string,
  };
  const client = createApiClient(deps);
  const requestInit = (call = 0) => fetch.mock.calls[call]?.[1] as RequestInit;
  const requestHeaders = (call = 0) => requestInit(call).headers as Record<string, string>;
  return { client, state, events, fetch, requestInit, requestHeaders };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('requests', () => {
  it('returns the envelope data and builds the full URL with the query', async () => {
    const { client, fetch } = setup({
      status: 200,
      body: { code: 200, message: 'OK', data: [1, 2], success: true },
    });
    await expect(
      client.get('/admin/pastes', { query: { page: 2, limit: 10, skip: undefined } }),
    ).resolves.toEqual([1, 2]);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.test/api/admin/pastes?page=2&limit=10');
  });

  it('sends the admin token as Bearer, and prefers it over an API key', async () => {
    const { client, requestHeaders } = setup(
      { status: 200, body: { code: 200, message: 'OK', data: null, success: true } },
      { token: 'tok', apiKey: 'key' },
    );
    await client.get('/admin/check');
    expect(requestHeaders().Authorization).toBe('Bearer tok');
  });

  it('sends a stored API key as ApiKey when there is no admin token', async () => {
    const { client, requestHeaders } = setup(
      { status: 200, body: { code: 200, message: 'OK', data: null, success: true } },
      { apiKey: 'key' },
    );
    await client.get('/user/pastes');
    expect(requestHeaders().Authorization).toBe('ApiKey key');
  });

  it('sends JSON with a JSON content type, and FormData without one', async () => {
    const { client, requestInit, requestHeaders } = setup({
      status: 201,
      body: { code: 201, message: 'Created', data: { id: 1 }, success: true },
    });
    await client.post('/paste', { content: 'hi' });
    expect(requestHeaders(0)['Content-Type']).toBe('application/json');
    expect(requestInit(0).body).toBe('{"content":"hi"}');

    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await client.post('/upload', form);
    expect(requestHeaders(1)['Content-Type']).toBeUndefined();
    expect(requestInit(1).body).toBe(form);
  });

  it("treats an envelope code other than 200/201/202 as a failure with the message or 'request failed'", async () => {
    const { client } = setup({ status: 200, body: { code: 400, message: '', data: null, success: false } });
    const error = await failure(client.get('/x'));
    expect(error.code).toBe(400);
    expect(error.message).toBe('Request failed');
  });

  it('returns data for a 202 batch with failed items', async () => {
    const data = { success: ['/a'], failed: [{ path: '/b', message: 'nope' }] };
    const { client } = setup({ status: 202, body: { code: 202, message: 'Accepted', data, success: true } });
    await expect(client.post('/admin/fs/batch-remove', { paths: ['/a', '/b'] })).resolves.toEqual(data);
  });

  it('reports a network failure', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.get('/health'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error, check connection');
  });
});

describe('401 rules (spec §4, api.md §1.4)', () => {
  it('with a Bearer token: removes it, fires admin-token-expired and says the session expired', async () => {
    const { client, state, events } = setup(
      { status: 401, body: envelopeError(401, 'TOKEN_EXPIRED', 'admin session expired') },
      { token: 'tok' },
    );
    const error = await failure(client.get('/admin/api-keys'));
    expect(error.status).toBe(401);
    expect(error.error).toBe('TOKEN_EXPIRED');
    expect(error.message).toBe('Admin session expired, please log in again');
    expect(state.token).toBeNull();
    expect(events).toEqual(['admin-token-expired']);
  });

  it('keeps the token on a 401 from change-password and shows the message or verification failed', async () => {
    const withMessage = setup(
      { status: 401, body: envelopeError(401, undefined, 'current password is wrong') },
      { token: 'tok' },
    );
    const error = await failure(withMessage.client.post('/admin/change-password', { current_password: 'x' }));
    expect(error.message).toBe('current password is wrong');
    expect(withMessage.state.token).toBe('tok');
    expect(withMessage.events).toEqual([]);

    const bare = setup({ status: 401, body: '' }, { token: 'tok' });
    expect((await failure(bare.client.post('/admin/change-password', {}))).message).toBe(
      'Verification failed',
    );
    expect(bare.state.token).toBe('tok');
  });

  it.each([
    ['POST', '/paste/abc'],
    ['POST', '/public/files/abc/verify'],
    ['GET', '/raw/abc?password=x'],
  ] as const)('keeps the credential on a wrong share password (%s %s)', async (method, path) => {
    const { client, state, events } = setup(
      { status: 401, body: envelopeError(401, 'PASSWORD_INCORRECT', 'password incorrect') },
      {
        token: 'tok',
      },
    );
    const error = await failure(
      client.request(path, { method, body: method === 'POST' ? { password: 'x' } : undefined }),
    );
    expect(error.message).toBe('Password incorrect');
    expect(state.token).toBe('tok');
    expect(events).toEqual([]);
  });

  it("falls back to 'password incorrect' when a share-password 401 has no message", async () => {
    const { client } = setup({ status: 401, body: '' }, { apiKey: 'key' });
    expect((await failure(client.post('/paste/abc', { password: 'x' }))).message).toBe('Password incorrect');
  });

  it('with an API key: clears key and permissions and fires api-key-invalid', async () => {
    const { client, state, events } = setup(
      { status: 401, body: envelopeError(401, 'API_KEY_INVALID', 'API key invalid or expired') },
      { apiKey: 'key' },
    );
    const error = await failure(client.get('/user/pastes'));
    expect(error.message).toBe('API key invalid or expired');
    expect(state.apiKey).toBeNull();
    expect(state.permissions).toBeNull();
    expect(events).toEqual(['api-key-invalid']);
  });

  it('with an API key on a file or upload path and a no-access answer: keeps the key and shows the server message', async () => {
    const { client, state, events } = setup(
      { status: 401, body: envelopeError(401, 'UNAUTHENTICATED', 'unauthorised: no access to this file') },
      { apiKey: 'key' },
    );
    const error = await failure(client.post('/upload', new FormData()));
    expect(error.message).toBe('unauthorised: no access to this file');
    expect(state.apiKey).toBe('key');
    expect(events).toEqual([]);
  });

  it('with an API key on a file path but an invalid-key answer: still clears the key', async () => {
    const { client, state, events } = setup(
      { status: 401, body: envelopeError(401, 'API_KEY_INVALID', 'API key invalid or expired') },
      { apiKey: 'key' },
    );
    await failure(client.get('/user/files'));
    expect(state.apiKey).toBeNull();
    expect(events).toEqual(['api-key-invalid']);
  });

  it('without a credential: unauthorised, please log in', async () => {
    const { client, events } = setup({ status: 401, body: '' });
    expect((await failure(client.get('/admin/api-keys'))).message).toBe(
      'Unauthorised, please log in and retry',
    );
    expect(events).toEqual([]);
  });

  it('an explicit (unstored) key that fails leaves storage and events alone', async () => {
    const { client, state, events, requestHeaders } = setup(
      { status: 401, body: envelopeError(401, 'API_KEY_INVALID', 'bad') },
      { token: 'tok' },
    );
    const error = await failure(
      client.get('/test/api-key', { credential: { kind: 'apikey', value: 'candidate' } }),
    );
    expect(requestHeaders().Authorization).toBe('ApiKey candidate');
    expect(error.message).toBe('API key invalid or expired');
    expect(state.token).toBe('tok');
    expect(events).toEqual([]);
  });

  it('keeps the credential on 403', async () => {
    const { client, state, events } = setup(
      { status: 403, body: envelopeError(403, 'FORBIDDEN', 'forbidden') },
      { apiKey: 'key' },
    );
    const error = await failure(client.get('/admin/api-keys'));
    expect(error.status).toBe(403);
    expect(error.message).toBe('You do not have permission for this action');
    expect(state.apiKey).toBe('key');
    expect(events).toEqual([]);
  });
});

describe('error catalogue (spec §8)', () => {
  it('maps error ids to the current language', async () => {
    const { client } = setup(
      { status: 409, body: envelopeError(409, 'NAME_TAKEN', 'name already taken') },
      { token: 't' },
    );
    expect((await failure(client.post('/admin/api-keys', {}))).message).toBe('This name is already taken');
    await i18n.changeLanguage('zh-CN');
    expect((await failure(client.post('/admin/api-keys', {}))).message).toBe('该名称已被使用');
  });

  it('keeps the field detail of a validation failure', async () => {
    const { client } = setup({
      status: 400,
      body: envelopeError(400, 'VALIDATION_FAILED', 'name must be at most 50 characters', { field: 'name' }),
    });
    const error = await failure(client.post('/admin/api-keys', {}));
    expect(error.message).toBe('name must be at most 50 characters');
    expect(error.data).toEqual({ field: 'name' });
  });

  it('falls back to the server message for an unknown id', async () => {
    const { client } = setup({ status: 418, body: envelopeError(418, 'TEAPOT', 'short and stout') });
    expect((await failure(client.get('/x'))).message).toBe('short and stout');
  });

  it("409 without a message: 'custom link suffix already taken'", async () => {
    const { client } = setup({ status: 409, body: '' });
    expect((await failure(client.post('/paste', {}))).message).toBe(
      'Custom link suffix already taken, try another',
    );
  });

  it("other failures without a message: 'HTTP error {status}: {text}'", async () => {
    const { client } = setup({ status: 502, statusText: 'Bad Gateway', body: '<html>proxy</html>' });
    const error = await failure(client.get('/health'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('HTTP error 502: Bad Gateway');
  });

  it('429: tells how long to wait, from Retry-After or data.retry_after', async () => {
    const fromHeader = setup({
      status: 429,
      headers: { 'Retry-After': '42' },
      body: envelopeError(429, 'RATE_LIMITED', 'too many attempts', { retry_after: 42 }),
    });
    const error = await failure(fromHeader.client.post('/admin/login', {}));
    expect(error.retryAfterSeconds).toBe(42);
    expect(error.message).toBe('Too many attempts, please wait 42 seconds and try again');

    const fromBody = setup({
      status: 429,
      body: envelopeError(429, 'RATE_LIMITED', 'x', { retry_after: 7 }),
    });
    await i18n.changeLanguage('zh-CN');
    expect((await failure(fromBody.client.post('/admin/login', {}))).message).toBe(
      '尝试次数过多，请等待 7 秒后重试',
    );
  });

  it('has a message for every error id of the contract in both languages', () => {
    for (const language of ['en-US', 'zh-CN']) {
      for (const code of ERROR_CODE_LIST) {
        expect(
          i18n.exists(`errors.codes.${code}`, { lng: language, fallbackLng: false }),
          `${language} ${code}`,
        ).toBe(true);
      }
    }
  });
});
