import { GENERATED_ADMIN_PASSWORD_LENGTH } from '@satchel/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../../test/harness.js';

describe('first start (api.md §5.4)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length > 0) await cleanups.pop()!();
  });
  const start = async (options: Parameters<typeof createTestApp>[0]): Promise<TestApp> => {
    const app = await createTestApp(options);
    cleanups.push(() => app.close());
    return app;
  };
  const freshDatabase = async (): Promise<TestDatabase> => {
    const database = await createTestDatabase();
    cleanups.push(() => database.dispose());
    return database;
  };

  it('without ADMIN_PASSWORD generates a 24-character password, prints it once with the username, and it works', async () => {
    const database = await freshDatabase();
    const first = await start({ database, adminPassword: null });
    expect(first.printed).toHaveLength(1);
    const notice = first.printed[0]!;
    const password = first.adminPassword!;
    expect(password).toMatch(new RegExp(`^[A-Za-z0-9]{${GENERATED_ADMIN_PASSWORD_LENGTH}}$`));
    expect(notice).toContain('username: admin');
    expect(notice).toContain(`password: ${password}`);
    expect(notice).toMatch(/only once/);
    expect(notice).toMatch(/┌ Satchel admin account created ─+\n│ username: admin\n│ password: \S{24}\n└ /);
    // The notice goes to stdout only, never through the logger.
    expect(first.logs.join('')).not.toContain(password);

    const login = await first.post('/api/admin/login', { username: 'admin', password });
    expect(login.status).toBe(200);

    const second = await start({ database, adminPassword: null });
    expect(second.printed).toEqual([]);
    expect(second.adminPassword).toBeNull();
    expect((await second.post('/api/admin/login', { username: 'admin', password })).status).toBe(200);
  });

  it('honours ADMIN_USERNAME and ADMIN_PASSWORD and prints nothing', async () => {
    const app = await start({
      database: await freshDatabase(),
      adminUsername: 'boss',
      adminPassword: 'given password 1',
    });
    expect(app.printed).toEqual([]);
    expect(
      (await app.post('/api/admin/login', { username: 'boss', password: 'given password 1' })).status,
    ).toBe(200);
    expect(
      (await app.post('/api/admin/login', { username: 'admin', password: 'given password 1' })).status,
    ).toBe(401);
  });

  it('uses the environment only when no admin exists yet', async () => {
    const database = await freshDatabase();
    await start({ database, adminPassword: 'original password' });
    const restarted = await start({
      database,
      adminUsername: 'someone-else',
      adminPassword: 'changed in env',
    });
    expect(
      (await restarted.post('/api/admin/login', { username: 'admin', password: 'original password' })).status,
    ).toBe(200);
    expect(
      (await restarted.post('/api/admin/login', { username: 'someone-else', password: 'changed in env' }))
        .status,
    ).toBe(401);
    const admins = await restarted.db.selectFrom('admins').selectAll().execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores default settings on first start', async () => {
    const app = await start({ database: await freshDatabase() });
    const rows = await app.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'max_upload_size', value: '100' },
      { key: 'webdav_upload_mode', value: '"auto"' },
    ]);
  });
});
