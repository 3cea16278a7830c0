import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { MIGRATIONS, migrateToLatest } from './migrator.js';

describe('migrations', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('are numbered NNN-name and applied once: a second run does nothing', async () => {
    for (const name of Object.keys(MIGRATIONS)) expect(name).toMatch(/^\d{3}-[a-z0-9-]+$/);
    expect(await migrateToLatest(database.handle)).toEqual([]);
  });

  it('create the foundation tables', async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining([
        'admin_tokens',
        'admins',
        'api_keys',
        'job_leases',
        'rate_limit_buckets',
        'settings',
      ]),
    );
  });

  it('enforce unique key names and digests, and cascade sessions with their admin', async () => {
    const now = '2025-06-08T09:30:00.000Z';
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'n',
      key_digest: 'd',
      key_encrypted: 'e',
      text_permission: 0,
      file_permission: 0,
      mount_permission: 0,
      basic_path: '/',
      expires_at: null,
      credential_version: 1,
      last_used: null,
      created_at: now,
      updated_at: now,
    };
    await database.db.insertInto('api_keys').values(row).execute();
    await expect(
      database.db
        .insertInto('api_keys')
        .values({ ...row, id: '00000000-0000-4000-8000-000000000002', key_digest: 'x' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('api_keys')
        .values({ ...row, id: '00000000-0000-4000-8000-000000000003', name: 'y' })
        .execute(),
    ).rejects.toThrow();

    await database.db
      .insertInto('admins')
      .values({
        id: 'a',
        username: 'u',
        password_hash: 'h',
        credential_version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await database.db
      .insertInto('admin_tokens')
      .values({ token_digest: 't', admin_id: 'a', expires_at: now, created_at: now })
      .execute();
    await database.db.deleteFrom('admins').execute();
    expect(await database.db.selectFrom('admin_tokens').selectAll().execute()).toEqual([]);
  });
});
