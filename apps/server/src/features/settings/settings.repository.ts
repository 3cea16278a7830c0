import type { Kysely } from 'kysely';
import { toIsoTimestamp, type Database, type SettingsTable } from '../../db/schema.js';

/** All SQL of the settings rows. */
export interface SettingsRepository {
  listSettings(): Promise<SettingsTable[]>;
  /** Writes every entry (insert or replace) in one transaction. */
  upsertSettings(entries: ReadonlyArray<{ key: string; value: string }>, now: Date): Promise<void>;
  /** Inserts entries whose key is missing; existing values are kept (first start, new settings). */
  insertMissingSettings(entries: ReadonlyArray<{ key: string; value: string }>, now: Date): Promise<void>;
}

export function createSettingsRepository(db: Kysely<Database>): SettingsRepository {
  return {
    listSettings: () => db.selectFrom('settings').selectAll().execute(),

    async upsertSettings(entries, now) {
      if (entries.length === 0) return;
      const updatedAt = toIsoTimestamp(now);
      await db.transaction().execute(async (trx) => {
        for (const entry of entries) {
          await trx
            .insertInto('settings')
            .values({ key: entry.key, value: entry.value, updated_at: updatedAt })
            .onConflict((conflict) =>
              conflict.column('key').doUpdateSet({ value: entry.value, updated_at: updatedAt }),
            )
            .execute();
        }
      });
    },

    async insertMissingSettings(entries, now) {
      if (entries.length === 0) return;
      const updatedAt = toIsoTimestamp(now);
      await db
        .insertInto('settings')
        .values(entries.map((entry) => ({ key: entry.key, value: entry.value, updated_at: updatedAt })))
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    },
  };
}
