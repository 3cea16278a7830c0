import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('system endpoints (api.md §3.4, §3.10)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('GET /api/version answers the product version', async () => {
    const response = await t.get('/api/version');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 200,
      message: expect.any(String),
      data: { version: '9.9.9-test' },
      success: true,
    });
  });

  it('GET /api/health reports ok with the current time', async () => {
    const response = await t.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ status: 'ok', timestamp: '2025-06-08T09:30:00.000Z' });
  });

  it('GET /api/system/max-upload-size answers the default 100', async () => {
    const response = await t.get('/api/system/max-upload-size');
    expect(response.body).toMatchObject({ code: 200, data: { max_upload_size: 100 }, success: true });
  });

  it('public endpoints answer everyone, and an invalid credential counts as anonymous', async () => {
    const key = await t.createApiKey();
    const token = await t.loginAsAdmin();
    for (const path of ['/api/version', '/api/health', '/api/system/max-upload-size']) {
      for (const options of [{}, { token }, { apiKey: key.key }, { token: 'bogus' }, { apiKey: 'bogus' }]) {
        expect([path, (await t.get(path, options)).status]).toEqual([path, 200]);
      }
    }
  });

  it('health answers 500 with data.status "error" and a generic message when the database is gone', async () => {
    await t.database.handle.close();
    const response = await t.get('/api/health');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      code: 500,
      error: 'INTERNAL',
      message: 'health check failed',
      data: { status: 'error' },
      success: false,
    });
  });
});
