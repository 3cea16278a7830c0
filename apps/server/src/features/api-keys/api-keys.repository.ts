import type { Kysely } from 'kysely';
import { toIsoTimestamp, type ApiKeysTable, type Database } from '../../db/schema.js';
import { precompileQuery } from '../../db/precompiled-query.js';

/** Columns a key edit may change (the key value never changes, api.md §3.2). */
export type ApiKeyChanges = Partial<
  Pick<
    ApiKeysTable,
    'name' | 'expires_at' | 'text_permission' | 'file_permission' | 'mount_permission' | 'basic_path'
  >
>;

/** All SQL of API keys. */
export interface ApiKeysRepository {
  /** Newest first. */
  listApiKeys(): Promise<ApiKeysTable[]>;
  findApiKeyById(id: string): Promise<ApiKeysTable | undefined>;
  findApiKeyByDigest(keyDigest: string): Promise<ApiKeysTable | undefined>;
  isNameTaken(name: string, exceptId?: string): Promise<boolean>;
  isKeyDigestTaken(keyDigest: string): Promise<boolean>;
  /** Throws a unique violation (db/db-errors.ts) when the name or key was taken meanwhile. */
  insertApiKey(row: ApiKeysTable): Promise<void>;
  /** Applies the changes and bumps `credential_version`; undefined when the key does not exist. */
  updateApiKey(id: string, changes: ApiKeyChanges, now: Date): Promise<ApiKeysTable | undefined>;
  /** True when a key was deleted. */
  deleteApiKey(id: string): Promise<boolean>;
  touchLastUsed(id: string, now: Date): Promise<void>;
}

const KEY_DIGEST_PLACEHOLDER = { keyDigest: '\u0000keyDigest' };

export function createApiKeysRepository(db: Kysely<Database>): ApiKeysRepository {
  // Every API-key request resolves its key: compiled once (design.md §7).
  const keyByDigest = precompileQuery(
    db,
    db.selectFrom('api_keys').selectAll().where('key_digest', '=', KEY_DIGEST_PLACEHOLDER.keyDigest),
    KEY_DIGEST_PLACEHOLDER,
  );

  return {
    listApiKeys: () =>
      db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),

    findApiKeyById: (id) => db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst(),

    findApiKeyByDigest: async (keyDigest) => (await keyByDigest.execute({ keyDigest }))[0],

    async isNameTaken(name, exceptId) {
      let query = db.selectFrom('api_keys').select('id').where('name', '=', name);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async isKeyDigestTaken(keyDigest) {
      const row = await db
        .selectFrom('api_keys')
        .select('id')
        .where('key_digest', '=', keyDigest)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertApiKey(row) {
      await db.insertInto('api_keys').values(row).execute();
    },

    async updateApiKey(id, changes, now) {
      const result = await db
        .updateTable('api_keys')
        .set((eb) => ({
          ...changes,
          credential_version: eb('credential_version', '+', 1),
          updated_at: toIsoTimestamp(now),
        }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async deleteApiKey(id) {
      const result = await db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async touchLastUsed(id, now) {
      await db
        .updateTable('api_keys')
        .set({ last_used: toIsoTimestamp(now) })
        .where('id', '=', id)
        .execute();
    },
  };
}
