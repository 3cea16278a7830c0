import { connect, type AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { JSON_BODY_LIMIT_BYTES } from '@satchel/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test/harness.js';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_EXPOSED_HEADERS } from './cors.js';

/** Cross-cutting HTTP behaviour: envelope, errors, body limits, CORS, headers, logging. */

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  describe('unknown routes', () => {
    it.each([
      ['GET', '/api/nope'],
      ['POST', '/api/admin/nope'],
      ['DELETE', '/api/version'],
      ['GET', '/api'],
      ['GET', '/api/'],
    ])('%s %s → JSON 404 envelope', async (method, path) => {
      const response = await t.request(method, path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ code: 404, error: 'NOT_FOUND', data: null, success: false });
    });

    it('/dav is reserved for WebDAV and never answered by the web app', async () => {
      for (const path of ['/dav', '/dav/', '/dav/some/file.txt']) {
        const response = await t.get(path);
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
      }
    });
  });

  describe('request bodies', () => {
    it('malformed JSON → 400 VALIDATION_FAILED', async () => {
      const response = await t.request('POST', '/api/admin/login', {
        rawBody: '{"username": "admin", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 400,
        error: 'VALIDATION_FAILED',
        data: { field: null },
        success: false,
      });
      expect(response.body.message).toMatch(/JSON/);
    });

    it('a JSON array or scalar is not an object → 400', async () => {
      for (const rawBody of ['[]', '42', '"x"', 'null']) {
        const response = await t.request('POST', '/api/admin/login', { rawBody });
        expect([rawBody, response.status]).toEqual([rawBody, 400]);
      }
    });

    it('parses JSON whatever the Content-Type (curl -d sends form encoding)', async () => {
      const response = await t.request('POST', '/api/admin/login', {
        rawBody: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.status).toBe(200);
    });

    it('a streamed body over 1 MiB → 413 TOO_LARGE with reason and limit, counting real bytes', async () => {
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > JSON_BODY_LIMIT_BYTES + chunk.length) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const response = await t.request('POST', '/api/admin/login', { rawBody: stream });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        code: 413,
        error: 'TOO_LARGE',
        message: expect.any(String),
        data: { reason: 'body', limit_bytes: JSON_BODY_LIMIT_BYTES },
        success: false,
      });
    });

    it('a body of exactly 1 MiB is still read', async () => {
      const json = JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD });
      const padded = json + ' '.repeat(JSON_BODY_LIMIT_BYTES - json.length);
      const response = await t.request('POST', '/api/admin/login', { rawBody: padded });
      expect(response.status).toBe(200);
    });
  });

  describe('unexpected errors', () => {
    it('answer a generic 500 and are logged', async () => {
      await t.database.handle.close();
      const response = await t.get('/api/admin/check', { token: 'anything' });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        code: 500,
        error: 'INTERNAL',
        message: 'internal server error',
        data: null,
        success: false,
      });
      expect(t.logs.some((line) => line.includes('unhandled error'))).toBe(true);
    });
  });

  describe('headers', () => {
    it('JSON carries no-store, nosniff, a locked-down CSP and framing protection', async () => {
      const response = await t.get('/api/version');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const error = await t.get('/api/admin/check');
      expect(error.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(error.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('CORS (api.md §1.1)', () => {
    it('answers a preflight with the listed methods and headers, never credentials', async () => {
      const response = await t.request('OPTIONS', '/api/admin/api-keys', {
        headers: {
          origin: 'https://elsewhere.example',
          'access-control-request-method': 'PUT',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toBe(CORS_ALLOWED_METHODS.join(', '));
      expect(response.headers.get('access-control-allow-headers')).toBe(CORS_ALLOWED_HEADERS.join(', '));
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      for (const method of ['PROPFIND', 'MKCOL', 'LOCK', 'UNLOCK']) {
        expect(response.headers.get('access-control-allow-methods')).toContain(method);
      }
      for (const header of ['Range', 'Depth', 'Destination', 'Overwrite', 'If', 'Lock-Token', 'Timeout']) {
        expect(response.headers.get('access-control-allow-headers')).toContain(header);
      }
    });

    it('exposes the listed headers on real responses', async () => {
      const response = await t.get('/api/version', { headers: { origin: 'https://elsewhere.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-expose-headers')).toBe(CORS_EXPOSED_HEADERS.join(', '));
      expect(response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    });

    it('a plain OPTIONS (WebDAV clients) is not swallowed as a preflight', async () => {
      const response = await t.request('OPTIONS', '/api/version');
      expect(response.status).toBe(404);
    });

    it('with CORS_ORIGINS set, only listed origins are allowed', async () => {
      const restricted = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });
      try {
        const preflight = (origin: string) =>
          restricted.request('OPTIONS', '/api/version', {
            headers: { origin, 'access-control-request-method': 'GET' },
          });
        const allowed = await preflight('https://app.example.com');
        expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
        expect(allowed.headers.get('vary')).toContain('Origin');
        const refused = await preflight('https://evil.example');
        expect(refused.headers.get('access-control-allow-origin')).toBeNull();
        const actual = await restricted.get('/api/version', { headers: { origin: 'https://evil.example' } });
        expect(actual.status).toBe(200);
        expect(actual.headers.get('access-control-allow-origin')).toBeNull();
      } finally {
        await restricted.close();
      }
    });
  });

  describe('logging (api.md §5.11)', () => {
    it('logs each request without Authorization, passwords or secret query values', async () => {
      await t.post('/api/admin/login', { username: 'admin', password: TEST_ADMIN_PASSWORD });
      const token = await t.loginAsAdmin();
      await t.get('/api/admin/check?token=query-secret&password=hunter2&sig=abc&page=2', { token });
      const output = t.logs.join('\n');
      const requestLines = t.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request');
      expect(requestLines.length).toBeGreaterThanOrEqual(3);
      expect(requestLines.at(-1)).toMatchObject({
        method: 'GET',
        url: '/api/admin/check?token=[REDACTED]&password=[REDACTED]&sig=[REDACTED]&page=2',
        status: 200,
        ip: '192.0.2.1',
      });
      for (const secret of [token, TEST_ADMIN_PASSWORD, 'query-secret', 'hunter2', 'Bearer']) {
        expect(output).not.toContain(secret);
      }
    });
  });
});

describe('over a real socket', () => {
  let t: TestApp;
  let server: ServerType;
  let port: number;
  beforeEach(async () => {
    t = await createTestApp();
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('a declared Content-Length over 1 MiB gets 413 before the body is sent', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/admin/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${JSON_BODY_LIMIT_BYTES + 1}\r\nConnection: close\r\n\r\n{"username":`,
        );
      });
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
        if (received.includes('"success":false')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`no answer; received: ${received}`)), 5000).unref();
    });
    expect(raw).toMatch(/^HTTP\/1\.1 413/);
    expect(raw).toContain('"error":"TOO_LARGE"');
  });

  it('rate limits by socket address, not by a forged X-Forwarded-For', async () => {
    const login = (password: string, forwardedFor: string) =>
      fetch(`http://127.0.0.1:${port}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ username: 'admin', password }),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('wrong', `198.51.100.${attempt}`)).status).toBe(401);
    }
    const limited = await login(TEST_ADMIN_PASSWORD, '198.51.100.99');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    expect(t.logs.filter((line) => line.includes('TRUST_PROXY')).length).toBe(1);
    const requestLog = JSON.parse(t.logs.find((line) => line.includes('"msg":"request"'))!) as { ip: string };
    expect(requestLog.ip).toBe('127.0.0.1');
  });
});
