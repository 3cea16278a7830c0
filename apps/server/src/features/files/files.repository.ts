import type { PageRequest } from '@satchel/shared';
import { sql, type Kysely } from 'kysely';
import { toIsoTimestamp, type Database, type FileSharesTable } from '../../db/schema.js';
import {
  canCountView,
  countViewChanges,
  isExpiredOrExhausted,
  isExpiredOrExhaustedSince,
} from '../../shares/share-state.js';

/** A share row with what management views add from other tables. */
export type FileShareRow = FileSharesTable & {
  s3_config_name: string | null;
  provider_type: string | null;
  key_name: string | null;
};

/** Columns a management edit may change. */
export type FileShareChanges = Partial<
  Pick<
    FileSharesTable,
    'remark' | 'slug' | 'password_hash' | 'expires_at' | 'max_views' | 'views' | 'exhausted_at'
  >
>;

/** What a commit writes into a pending row. */
export type CommitChanges = Pick<
  FileSharesTable,
  'size' | 'etag' | 'remark' | 'password_hash' | 'expires_at' | 'max_views' | 'mimetype'
>;

/** `created_by` of the caller's items, or null for every item (the admin). */
export type FileOwner = string | null;

/** All SQL of file shares and pending uploads. */
export interface FilesRepository {
  /** Throws a unique violation (db/db-errors.ts) when the slug is taken. */
  insertShare(row: FileSharesTable): Promise<void>;
  /** A committed share or pending upload by id, with the owner filter. */
  findById(
    id: string,
    owner: FileOwner,
    options?: { includePending?: boolean },
  ): Promise<FileShareRow | undefined>;
  findCommittedBySlug(slug: string): Promise<FileShareRow | undefined>;
  /**
   * Turns a pending upload into a share (state guard: a second commit finds nothing) and clears its
   * reservation; undefined when it is no longer pending.
   */
  commitPending(id: string, changes: CommitChanges, now: Date): Promise<FileShareRow | undefined>;
  /** Counts one view of the passwordless share at `slug` (api.md §4.3); undefined when nothing was counted. */
  countViewOfOpenShare(slug: string, now: Date): Promise<FileShareRow | undefined>;
  /** The same for share `id` whatever its password (the caller has checked it). */
  countViewById(id: string, now: Date): Promise<FileShareRow | undefined>;
  /** Committed shares, newest first; `search` matches the filename (case-insensitive). */
  listShares(
    owner: FileOwner,
    page: PageRequest,
    search?: string,
  ): Promise<{ rows: FileShareRow[]; total: number }>;
  updateShare(
    id: string,
    owner: FileOwner,
    changes: FileShareChanges,
    options: { now: Date; bumpPasswordVersion: boolean },
  ): Promise<FileShareRow | undefined>;
  /** True when the row was deleted (and was still there). */
  deleteShare(id: string): Promise<boolean>;
  /**
   * True when a pending upload not yet collected targets this object (and, for a multipart part,
   * this storage upload id): what a local-storage PUT URL needs besides its signature.
   */
  hasLivePendingUpload(
    target: { configId: string; key: string; uploadId?: string },
    now: Date,
  ): Promise<boolean>;
  /** Pending uploads whose 24 h are over. */
  listExpiredPending(now: Date, limit: number): Promise<FileSharesTable[]>;
  /** Committed shares expired or exhausted now (`clear-expired`) or for `graceMs` (the sweep). */
  listExpiredOrExhausted(now: Date, limit: number, graceMs?: number): Promise<FileSharesTable[]>;
}

export function createFilesRepository(db: Kysely<Database>): FilesRepository {
  const selectRows = () =>
    db
      .selectFrom('file_shares')
      .leftJoin('storage_configs', 'storage_configs.id', 'file_shares.storage_config_id')
      .leftJoin('api_keys', 'api_keys.id', 'file_shares.api_key_id')
      .selectAll('file_shares')
      .select([
        'storage_configs.name as s3_config_name',
        'storage_configs.provider_type as provider_type',
        'api_keys.name as key_name',
      ]);

  const findRow = (id: string) => selectRows().where('file_shares.id', '=', id).executeTakeFirst();

  return {
    async insertShare(row) {
      await db.insertInto('file_shares').values(row).execute();
    },

    findById(id, owner, options = {}) {
      let query = selectRows().where('file_shares.id', '=', id);
      if (!options.includePending) query = query.where('file_shares.state', '=', 'committed');
      if (owner !== null) query = query.where('file_shares.created_by', '=', owner);
      return query.executeTakeFirst();
    },

    findCommittedBySlug: (slug) =>
      selectRows()
        .where('file_shares.slug', '=', slug)
        .where('file_shares.state', '=', 'committed')
        .executeTakeFirst(),

    async commitPending(id, changes, now) {
      const result = await db
        .updateTable('file_shares')
        .set({
          ...changes,
          state: 'committed',
          reserved_bytes: 0,
          pending_expires_at: null,
          upload_id: null,
          created_at: toIsoTimestamp(now),
          updated_at: toIsoTimestamp(now),
        })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findRow(id);
    },

    async countViewOfOpenShare(slug, now) {
      const counted = await db
        .updateTable('file_shares')
        .set(countViewChanges(now))
        .where('slug', '=', slug)
        .where('state', '=', 'committed')
        .where('password_hash', 'is', null)
        .where(canCountView(now))
        .returning('id')
        .executeTakeFirst();
      return counted ? findRow(counted.id) : undefined;
    },

    async countViewById(id, now) {
      const counted = await db
        .updateTable('file_shares')
        .set(countViewChanges(now))
        .where('id', '=', id)
        .where('state', '=', 'committed')
        .where(canCountView(now))
        .returning('id')
        .executeTakeFirst();
      return counted ? findRow(counted.id) : undefined;
    },

    async listShares(owner, page, search) {
      let filtered = db.selectFrom('file_shares').where('file_shares.state', '=', 'committed');
      if (owner !== null) filtered = filtered.where('file_shares.created_by', '=', owner);
      const term = search?.trim();
      if (term) {
        const escaped = term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
        filtered = filtered.where(
          sql<boolean>`lower(file_shares.filename) like ${`%${escaped}%`} escape '\\'`,
        );
      }
      const totalRow = await filtered
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      let rowsQuery = selectRows().where('file_shares.state', '=', 'committed');
      if (owner !== null) rowsQuery = rowsQuery.where('file_shares.created_by', '=', owner);
      if (term) {
        const escaped = term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
        rowsQuery = rowsQuery.where(
          sql<boolean>`lower(file_shares.filename) like ${`%${escaped}%`} escape '\\'`,
        );
      }
      const rows = await rowsQuery
        .orderBy('file_shares.created_at', 'desc')
        .orderBy('file_shares.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { rows, total: Number(totalRow?.total ?? 0) };
    },

    async updateShare(id, owner, changes, { now, bumpPasswordVersion }) {
      let query = db
        .updateTable('file_shares')
        .set({ ...changes, updated_at: toIsoTimestamp(now) })
        .where('id', '=', id)
        .where('state', '=', 'committed');
      if (bumpPasswordVersion)
        query = query.set((eb) => ({ password_version: eb('password_version', '+', 1) }));
      if (owner !== null) query = query.where('created_by', '=', owner);
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return undefined;
      return findRow(id);
    },

    async deleteShare(id) {
      const result = await db.deleteFrom('file_shares').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async hasLivePendingUpload(target, now) {
      let query = db
        .selectFrom('file_shares')
        .select('id')
        .where('state', '=', 'pending')
        .where('storage_config_id', '=', target.configId)
        .where('storage_key', '=', target.key)
        .where((eb) =>
          eb.or([eb('pending_expires_at', 'is', null), eb('pending_expires_at', '>', toIsoTimestamp(now))]),
        );
      if (target.uploadId !== undefined) query = query.where('upload_id', '=', target.uploadId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    listExpiredPending: (now, limit) =>
      db
        .selectFrom('file_shares')
        .selectAll()
        .where('state', '=', 'pending')
        .where('pending_expires_at', '<=', toIsoTimestamp(now))
        .orderBy('pending_expires_at')
        .limit(limit)
        .execute(),

    listExpiredOrExhausted: (now, limit, graceMs) =>
      db
        .selectFrom('file_shares')
        .selectAll()
        .where('state', '=', 'committed')
        .where(graceMs === undefined ? isExpiredOrExhausted(now) : isExpiredOrExhaustedSince(now, graceMs))
        .limit(limit)
        .execute(),
  };
}
