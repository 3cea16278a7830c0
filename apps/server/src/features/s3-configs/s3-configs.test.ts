import { GIB, type Envelope, type S3ConfigDto, type S3ConfigTestResultDto } from '@satchel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.js';
import { useAdminTestApp } from '../../../test/use-test-app.js';

const LOCAL_BODY = { name: 'Disk two', provider_type: 'local', bucket_name: 'second' };
const S3_BODY = {
  name: 'R2',
  provider_type: 'r2',
  endpoint_url: 'https://account.r2.cloudflarestorage.com',
  bucket_name: 'bucket',
  access_key_id: 'AKIAEXAMPLE',
  secret_access_key: 'super-secret-value-1234',
};

describe('storage configs (api.md §3.5)', () => {
  const state = useAdminTestApp();

  const list = async () =>
    (await state.t.get<Envelope<S3ConfigDto[]>>('/api/s3-configs', { token: state.token })).body.data;
  const create = (body: unknown) =>
    state.t.post<Envelope<S3ConfigDto>>('/api/s3-configs', body, { token: state.token });

  it('a fresh install has the default local config', async () => {
    const configs = await list();
    expect(configs).toEqual([
      {
        id: expect.any(String),
        name: 'Local storage',
        provider_type: 'local',
        endpoint_url: null,
        bucket_name: 'default',
        region: 'auto',
        access_key_id: null,
        path_style: false,
        default_folder: '',
        is_public: false,
        is_default: true,
        total_storage_bytes: 10 * GIB,
        used_storage_bytes: 0,
        created_at: state.t.clock.now().toISOString(),
        updated_at: state.t.clock.now().toISOString(),
        last_used: null,
      },
    ]);
  });

  it('creates with defaults; the secret is never returned, not even as a field', async () => {
    const response = await create({ ...S3_BODY, default_folder: '//team//docs/' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      provider_type: 'r2',
      region: 'auto',
      total_storage_bytes: 10 * GIB,
      default_folder: 'team/docs',
      is_default: false,
      is_public: false,
      path_style: false,
    });
    const aws = await create({ ...S3_BODY, name: 'aws', provider_type: 'aws', region: 'eu-west-1' });
    expect(aws.body.data.total_storage_bytes).toBe(5 * GIB);
    for (const raw of [
      response.text,
      aws.text,
      (await state.t.get('/api/s3-configs', { token: state.token })).text,
    ]) {
      expect(raw).not.toContain('super-secret-value-1234');
      expect(raw).not.toContain('secret_access_key');
    }
    const stored = await state.t.db
      .selectFrom('storage_configs')
      .select('secret_access_key_encrypted')
      .where('id', '=', response.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_access_key_encrypted).toMatch(/^v1:[^:]+:[^:]+$/);
    expect(stored.secret_access_key_encrypted).not.toContain('super-secret');
  });

  it.each([
    [{ ...S3_BODY, endpoint_url: undefined }, 'endpoint_url'],
    [{ ...S3_BODY, endpoint_url: 'ftp://x' }, 'endpoint_url'],
    [{ ...S3_BODY, access_key_id: '' }, 'access_key_id'],
    [{ ...S3_BODY, secret_access_key: '' }, 'secret_access_key'],
    [{ ...LOCAL_BODY, bucket_name: '..' }, 'bucket_name'],
    [{ ...LOCAL_BODY, bucket_name: 'Upper' }, 'bucket_name'],
    [{ ...LOCAL_BODY, bucket_name: 'a/b' }, 'bucket_name'],
    [{ ...LOCAL_BODY, provider_type: 'ftp' }, 'provider_type'],
    [{ ...LOCAL_BODY, name: '' }, 'name'],
    [{ ...LOCAL_BODY, total_storage_bytes: 0 }, 'total_storage_bytes'],
    [{ ...LOCAL_BODY, default_folder: '/../x' }, 'default_folder'],
  ])('refuses %j (field %s)', async (body, field) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ field });
  });

  it('updates partially; the secret changes only with a non-empty value', async () => {
    const { id } = (await create(S3_BODY)).body.data;
    const secretOf = async () =>
      (
        await state.t.db
          .selectFrom('storage_configs')
          .select('secret_access_key_encrypted')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).secret_access_key_encrypted;
    const before = await secretOf();
    state.t.clock.advance(1000);
    const renamed = await state.t.put<Envelope<S3ConfigDto>>(
      `/api/s3-configs/${id}`,
      { name: 'Renamed', secret_access_key: '' },
      { token: state.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', bucket_name: 'bucket' });
    expect(await secretOf()).toBe(before);
    await state.t.put(`/api/s3-configs/${id}`, { secretAccessKey: 'another-secret' }, { token: state.token });
    expect(await secretOf()).not.toBe(before);
    expect(
      (await state.t.put(`/api/s3-configs/${id}`, { endpoint_url: 'nope' }, { token: state.token })).status,
    ).toBe(400);
    expect(
      (
        await state.t.put(
          '/api/s3-configs/00000000-0000-4000-8000-000000000000',
          { name: 'x' },
          { token: state.token },
        )
      ).status,
    ).toBe(404);
  });

  it('set-default leaves exactly one default; the first config of an empty install becomes default', async () => {
    const second = (await create(LOCAL_BODY)).body.data;
    expect(second.is_default).toBe(false);
    expect(
      (await state.t.put(`/api/s3-configs/${second.id}/set-default`, undefined, { token: state.token }))
        .status,
    ).toBe(200);
    const configs = await list();
    expect(configs.filter((config) => config.is_default).map((config) => config.id)).toEqual([second.id]);
    expect(
      (await state.t.put('/api/s3-configs/not-a-uuid/set-default', undefined, { token: state.token })).status,
    ).toBe(404);

    for (const config of configs)
      await state.t.delete(`/api/s3-configs/${config.id}`, { token: state.token });
    expect(await list()).toEqual([]);
    expect((await create(LOCAL_BODY)).body.data.is_default).toBe(true);
  });

  it('delete answers 409 while a share uses the config', async () => {
    const [config] = await list();
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'hello.txt');
    expect((await state.t.request('POST', '/api/upload', { rawBody: form, token: state.token })).status).toBe(
      201,
    );
    const response = await state.t.delete(`/api/s3-configs/${config!.id}`, { token: state.token });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('CONFIG_IN_USE');
  });

  it('keys with `file` see only public configs, in the reduced shape; others get 404; writes are admin only', async () => {
    const publicConfig = (await create({ ...S3_BODY, is_public: true })).body.data;
    const privateConfig = (await list()).find((config) => !config.is_public);
    const key = await state.t.createApiKey({ file: true });
    const seen = await state.t.get<Envelope<unknown[]>>('/api/s3-configs', { apiKey: key.key });
    expect(seen.body.data).toEqual([
      {
        id: publicConfig.id,
        name: 'R2',
        provider_type: 'r2',
        is_default: false,
        default_folder: '',
        total_storage_bytes: 10 * GIB,
        used_storage_bytes: 0,
      },
    ]);
    expect((await state.t.get(`/api/s3-configs/${publicConfig.id}`, { apiKey: key.key })).status).toBe(200);
    expect((await state.t.get(`/api/s3-configs/${privateConfig!.id}`, { apiKey: key.key })).status).toBe(404);
    expect((await state.t.post('/api/s3-configs', LOCAL_BODY, { apiKey: key.key })).status).toBe(403);
    expect((await state.t.delete(`/api/s3-configs/${publicConfig.id}`, { apiKey: key.key })).status).toBe(
      403,
    );
    const textOnly = await state.t.createApiKey({ text: true });
    expect((await state.t.get('/api/s3-configs', { apiKey: textOnly.key })).status).toBe(403);
    expect((await state.t.get('/api/s3-configs')).status).toBe(401);
  });

  it('tests a local config: read and write pass, CORS is skipped', async () => {
    const [config] = await list();
    const response = await state.t.post<Envelope<S3ConfigTestResultDto>>(
      `/api/s3-configs/${config!.id}/test`,
      undefined,
      { token: state.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      success: true,
      result: {
        read: { success: true },
        write: { success: true },
        cors: { success: true, details: { skipped: true } },
      },
    });
  });

  it('a failed test still answers 200 with success false', async () => {
    const { id } = (await create({ ...S3_BODY, endpoint_url: 'http://127.0.0.1:9' })).body.data;
    const response = await state.t.post<Envelope<S3ConfigTestResultDto>>(
      `/api/s3-configs/${id}/test`,
      undefined,
      {
        token: state.token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.success).toBe(false);
    expect(response.body.data.result.read.success).toBe(false);
    expect(response.text).not.toContain('super-secret-value-1234');
  }, 60_000);
});

describe('storage config test against a real S3 server', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('read, write and CORS pass', async () => {
    const token = await t.loginAsAdmin();
    const { id } = (await t.post<Envelope<S3ConfigDto>>('/api/s3-configs', s3.configBody(), { token })).body
      .data;
    const response = await t.post<Envelope<S3ConfigTestResultDto>>(`/api/s3-configs/${id}/test`, undefined, {
      token,
      headers: { origin: 'https://app.example.com' },
    });
    expect(response.body.data).toMatchObject({
      success: true,
      result: { read: { success: true }, write: { success: true }, cors: { success: true } },
    });
  });
});
