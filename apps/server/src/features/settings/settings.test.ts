import type { Envelope, SystemSettingsDto } from '@satchel/shared';
import { describe, expect, it } from 'vitest';
import { TEST_START_TIME } from '../../../test/harness.js';
import { useAdminTestApp } from '../../../test/use-test-app.js';

describe('system settings (api.md §3.7)', () => {
  const state = useAdminTestApp();

  const read = () =>
    state.t.get<Envelope<SystemSettingsDto>>('/api/admin/system-settings', { token: state.token });
  const write = (body: unknown) =>
    state.t.put<Envelope<SystemSettingsDto>>('/api/admin/system-settings', body, { token: state.token });

  it('starts at 100 MB and auto, as one object', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: 200,
      message: expect.any(String),
      data: { max_upload_size: 100, webdav_upload_mode: 'auto', updated_at: TEST_START_TIME },
      success: true,
    });
  });

  it('updates partially, in snake_case or camelCase, and the public limit follows', async () => {
    state.t.clock.advance(60_000);
    const first = await write({ maxUploadSize: 2048 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      max_upload_size: 2048,
      webdav_upload_mode: 'auto',
      updated_at: state.t.clock.now().toISOString(),
    });
    const second = await write({ webdav_upload_mode: 'multipart', webdavUploadMode: 'direct' });
    expect(second.body.data).toMatchObject({ max_upload_size: 2048, webdav_upload_mode: 'multipart' });
    expect((await read()).body.data).toMatchObject({
      max_upload_size: 2048,
      webdav_upload_mode: 'multipart',
    });

    const publicLimit = await state.t.get('/api/system/max-upload-size');
    expect(publicLimit.body.data).toEqual({ max_upload_size: 2048 });
  });

  it('an empty body changes nothing', async () => {
    expect((await write({})).body.data).toMatchObject({ max_upload_size: 100, webdav_upload_mode: 'auto' });
  });

  it.each([
    [{ max_upload_size: 0 }, 'max_upload_size'],
    [{ max_upload_size: 1_048_577 }, 'max_upload_size'],
    [{ max_upload_size: 1.5 }, 'max_upload_size'],
    [{ max_upload_size: '100' }, 'max_upload_size'],
    [{ webdav_upload_mode: 'turbo' }, 'webdav_upload_mode'],
  ])('400 for %j names %s and stores nothing', async (body, field) => {
    const response = await write(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, error: 'VALIDATION_FAILED', data: { field } });
    expect(response.body.message).toContain(field);
    expect((await read()).body.data).toMatchObject({ max_upload_size: 100, webdav_upload_mode: 'auto' });
  });

  it('accepts the bounds 1 and 1048576', async () => {
    expect((await write({ max_upload_size: 1 })).body.data.max_upload_size).toBe(1);
    expect((await write({ max_upload_size: 1_048_576 })).body.data.max_upload_size).toBe(1_048_576);
  });

  it('is admin only: API key 403, anonymous 401', async () => {
    const key = await state.t.createApiKey({ text: true, file: true, mount: true });
    for (const method of ['GET', 'PUT']) {
      const body = method === 'PUT' ? { max_upload_size: 5 } : undefined;
      expect(
        (await state.t.request(method, '/api/admin/system-settings', { apiKey: key.key, body })).status,
      ).toBe(403);
      const anonymous = await state.t.request(method, '/api/admin/system-settings', { body });
      expect(anonymous.body).toMatchObject({ code: 401, error: 'UNAUTHENTICATED' });
    }
    expect((await read()).body.data.max_upload_size).toBe(100);
  });
});
