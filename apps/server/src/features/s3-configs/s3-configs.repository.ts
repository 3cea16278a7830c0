import { sql, type Kysely } from 'kysely';
import { toIsoTimestamp, type Database, type StorageConfigsTable } from '../../db/schema.js';

/** Columns a config edit may change. */
export type StorageConfigChanges = Partial<
  Omit<
    StorageConfigsTable,
    'id' | 'is_default' | 'used_storage_bytes' | 'generation' | 'created_at' | 'updated_at'
  >
>;

/** All SQL of storage configs, including the tracked usage counters (api.md §4.6). */
export interface S3ConfigsRepository {
  /** Oldest first, so the list is stable as configs are added. */
  listConfigs(): Promise<StorageConfigsTable[]>;
  findConfigById(id: string): Promise<StorageConfigsTable | undefined>;
  findDefaultConfig(): Promise<StorageConfigsTable | undefined>;
  /** Inserts the config; it becomes the default when no default exists yet (one transaction). */
  insertConfig(row: StorageConfigsTable): Promise<StorageConfigsTable>;
  /** Undefined when the config does not exist. `bumpGeneration` invalidates listing caches (§4.8). */
  updateConfig(
    id: string,
    changes: StorageConfigChanges,
    now: Date,
    options?: { bumpGeneration?: boolean },
  ): Promise<StorageConfigsTable | undefined>;
  deleteConfig(id: string): Promise<boolean>;
  /** Atomically makes `id` the only default. False when it does not exist. */
  setDefault(id: string, now: Date): Promise<boolean>;
  /** True while a share or pending upload refers to the config. */
  isUsedByFileShares(id: string): Promise<boolean>;
  /**
   * Adds `bytes` to the tracked usage only if the total stays within capacity (one conditional
   * UPDATE, so concurrent uploads cannot overshoot). False when it would not fit.
   */
  reserveBytes(id: string, bytes: number): Promise<boolean>;
  /** Subtracts `bytes`, never below zero. */
  releaseBytes(id: string, bytes: number): Promise<void>;
  /** Records a write: `last_used` and the listing-cache generation (api.md §4.8). */
  recordWrite(id: string, now: Date): Promise<void>;
}

export function createS3ConfigsRepository(db: Kysely<Database>): S3ConfigsRepository {
  const findConfigById = (id: string) =>
    db.selectFrom('storage_configs').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    listConfigs: () =>
      db
        .selectFrom('storage_configs')
        .selectAll()
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute(),

    findConfigById,

    findDefaultConfig: () =>
      db.selectFrom('storage_configs').selectAll().where('is_default', '=', 1).executeTakeFirst(),

    async insertConfig(row) {
      return db.transaction().execute(async (trx) => {
        const existingDefault = await trx
          .selectFrom('storage_configs')
          .select('id')
          .where('is_default', '=', 1)
          .executeTakeFirst();
        const stored = { ...row, is_default: existingDefault ? 0 : 1 };
        await trx.insertInto('storage_configs').values(stored).execute();
        return stored;
      });
    },

    async updateConfig(id, changes, now, options = {}) {
      let query = db
        .updateTable('storage_configs')
        .set({ ...changes, updated_at: toIsoTimestamp(now) })
        .where('id', '=', id);
      if (options.bumpGeneration) query = query.set((eb) => ({ generation: eb('generation', '+', 1) }));
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findConfigById(id);
    },

    async deleteConfig(id) {
      const result = await db.deleteFrom('storage_configs').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async setDefault(id, now) {
      return db.transaction().execute(async (trx) => {
        const target = await trx
          .selectFrom('storage_configs')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!target) return false;
        const updatedAt = toIsoTimestamp(now);
        // Clear first: the partial unique index allows only one row with is_default = 1 at any time.
        await trx
          .updateTable('storage_configs')
          .set({ is_default: 0, updated_at: updatedAt })
          .where('is_default', '=', 1)
          .where('id', '!=', id)
          .execute();
        await trx
          .updateTable('storage_configs')
          .set({ is_default: 1, updated_at: updatedAt })
          .where('id', '=', id)
          .execute();
        return true;
      });
    },

    async isUsedByFileShares(id) {
      const row = await db
        .selectFrom('file_shares')
        .select('id')
        .where('storage_config_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async reserveBytes(id, bytes) {
      if (bytes <= 0) return true;
      const result = await db
        .updateTable('storage_configs')
        .set({ used_storage_bytes: sql`used_storage_bytes + ${bytes}` })
        .where('id', '=', id)
        .where(sql<boolean>`used_storage_bytes + ${bytes} <= total_storage_bytes`)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async releaseBytes(id, bytes) {
      if (bytes <= 0) return;
      await db
        .updateTable('storage_configs')
        .set({
          used_storage_bytes: sql`case when used_storage_bytes > ${bytes} then used_storage_bytes - ${bytes} else 0 end`,
        })
        .where('id', '=', id)
        .execute();
    },

    async recordWrite(id, now) {
      await db
        .updateTable('storage_configs')
        .set((eb) => ({ last_used: toIsoTimestamp(now), generation: eb('generation', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
  };
}
