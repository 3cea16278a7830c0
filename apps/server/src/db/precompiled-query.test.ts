import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { precompileQuery } from './precompiled-query.js';

describe('precompileQuery', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('swaps placeholders for the values of each execution, wherever the dialect put them', async () => {
    const now = '2025-06-08T09:30:00.000Z';
    await database.db
      .insertInto('settings')
      .values([
        { key: 'a', value: '1', updated_at: now },
        { key: 'b', value: '2', updated_at: now },
      ])
      .execute();
    const query = precompileQuery(
      database.db,
      database.db
        .updateTable('settings')
        .set({ value: '\u0000value', updated_at: now })
        .where('key', '=', '\u0000key')
        .returning(['key', 'value', 'updated_at']),
      { value: '\u0000value', key: '\u0000key' },
    );
    expect(await query.execute({ key: 'b', value: 'changed' })).toEqual([
      { key: 'b', value: 'changed', updated_at: now },
    ]);
    expect(await query.execute({ key: 'missing', value: 'x' })).toEqual([]);
    const values = await database.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
    expect(values).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: 'changed' },
    ]);
  });

  it('refuses a placeholder the query does not use', () => {
    expect(() =>
      precompileQuery(database.db, database.db.selectFrom('settings').selectAll(), { key: '\u0000key' }),
    ).toThrow(/placeholder for "key"/);
  });
});
