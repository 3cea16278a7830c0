import { PASTE_CONTENT_PREVIEW_LENGTH, type PageRequest } from '@satchel/shared';
import { sql, type Kysely } from 'kysely';
import { precompileQuery } from '../../db/precompiled-query.js';
import { toIsoTimestamp, type Database, type PastesTable } from '../../db/schema.js';
import {
  canCountView,
  countViewChanges,
  isExpiredOrExhausted,
  isExpiredOrExhaustedSince,
} from '../../shares/share-state.js';

/** A paste row in lists: the first 200 characters of the content instead of all of it. */
export type PasteListRow = Omit<PastesTable, 'content'> & { content_preview: string };

/** Columns an edit may change. */
export type PasteChanges = Partial<
  Pick<
    PastesTable,
    'content' | 'remark' | 'slug' | 'password_hash' | 'expires_at' | 'max_views' | 'views' | 'exhausted_at'
  >
>;

/** `created_by` of the caller's items, or null for every item (the admin). */
export type PasteOwner = string | null;

/** All SQL of pastes. */
export interface PastesRepository {
  /** Throws a unique violation (db/db-errors.ts) when the slug is taken. */
  insertPaste(row: PastesTable): Promise<void>;
  findPasteBySlug(slug: string): Promise<PastesTable | undefined>;
  findPasteById(id: string, owner: PasteOwner): Promise<PastesTable | undefined>;
  /**
   * Counts one view of the passwordless paste at `slug` with one conditional UPDATE (api.md §4.3) and
   * returns the row after it; undefined when nothing was counted (unknown, protected, expired,
   * exhausted, or the last view went to someone else).
   */
  countViewOfOpenPaste(slug: string, now: Date): Promise<PastesTable | undefined>;
  /** The same for the paste `id` whatever its password (the caller has checked it). */
  countViewById(id: string, now: Date): Promise<PastesTable | undefined>;
  /** Newest first. */
  listPastes(owner: PasteOwner, page: PageRequest): Promise<{ rows: PasteListRow[]; total: number }>;
  /**
   * Applies `changes` (and bumps `password_version` when asked); undefined when the paste does not
   * exist or is not the owner's. Throws a unique violation when a new slug is taken.
   */
  updatePaste(
    id: string,
    owner: PasteOwner,
    changes: PasteChanges,
    options: { now: Date; bumpPasswordVersion: boolean },
  ): Promise<PastesTable | undefined>;
  /** The ids deleted, among `ids` that exist and are the owner's. */
  deletePastes(ids: readonly string[], owner: PasteOwner): Promise<string[]>;
  /** Deletes every paste that is expired or exhausted now (`clear-expired`). */
  deleteExpiredOrExhausted(now: Date): Promise<number>;
  /** Deletes pastes expired or exhausted for at least `graceMs` (the hourly sweep). */
  deleteExpiredOrExhaustedSince(now: Date, graceMs: number): Promise<number>;
}

/** SQL expression of the list preview: characters, not bytes, on both dialects. */
const contentPreview = sql<string>`substr(content, 1, ${sql.lit(PASTE_CONTENT_PREVIEW_LENGTH)})`;

/** Every column; `satisfies` makes a column added to PastesTable but not here a type error. */
const PASTE_COLUMNS = Object.keys({
  id: true,
  slug: true,
  content: true,
  remark: true,
  password_hash: true,
  password_version: true,
  expires_at: true,
  max_views: true,
  views: true,
  exhausted_at: true,
  created_by: true,
  key_name: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof PastesTable, true>) as Array<keyof PastesTable>;

const LIST_COLUMNS = [
  'id',
  'slug',
  'remark',
  'password_hash',
  'password_version',
  'expires_at',
  'max_views',
  'views',
  'exhausted_at',
  'created_by',
  'key_name',
  'created_at',
  'updated_at',
] as const;

/** Placeholders of the precompiled counting UPDATEs. */
const COUNT_PLACEHOLDERS = { now: '\u0000now', key: '\u0000key' };

export function createPastesRepository(db: Kysely<Database>): PastesRepository {
  // Every public view runs one of these; compiled once, they cost one statement each (design.md §7).
  const countOpenBySlug = precompileQuery(
    db,
    db
      .updateTable('pastes')
      .set(countViewChanges(COUNT_PLACEHOLDERS.now))
      .where('slug', '=', COUNT_PLACEHOLDERS.key)
      .where('password_hash', 'is', null)
      .where(canCountView(COUNT_PLACEHOLDERS.now))
      .returningAll(),
    COUNT_PLACEHOLDERS,
  );
  const countById = precompileQuery(
    db,
    db
      .updateTable('pastes')
      .set(countViewChanges(COUNT_PLACEHOLDERS.now))
      .where('id', '=', COUNT_PLACEHOLDERS.key)
      .where(canCountView(COUNT_PLACEHOLDERS.now))
      .returningAll(),
    COUNT_PLACEHOLDERS,
  );

  // Creates are the other hot write; the column list is fixed, so the INSERT is compiled once too.
  const insertPlaceholders = Object.fromEntries(
    PASTE_COLUMNS.map((column) => [column, `\u0000${column}`]),
  ) as Record<keyof PastesTable, string>;
  const insert = precompileQuery(
    db,
    db.insertInto('pastes').values(insertPlaceholders as unknown as PastesTable),
    insertPlaceholders,
  );

  return {
    async insertPaste(row) {
      await insert.execute(row);
    },

    findPasteBySlug: (slug) =>
      db.selectFrom('pastes').selectAll().where('slug', '=', slug).executeTakeFirst(),

    findPasteById: (id, owner) =>
      db
        .selectFrom('pastes')
        .selectAll()
        .where('id', '=', id)
        .$if(owner !== null, (query) => query.where('created_by', '=', owner!))
        .executeTakeFirst(),

    async countViewOfOpenPaste(slug, now) {
      const [row] = await countOpenBySlug.execute({ now: toIsoTimestamp(now), key: slug });
      return row;
    },

    async countViewById(id, now) {
      const [row] = await countById.execute({ now: toIsoTimestamp(now), key: id });
      return row;
    },

    async listPastes(owner, page) {
      const rows = await db
        .selectFrom('pastes')
        .select([...LIST_COLUMNS, contentPreview.as('content_preview')])
        .$if(owner !== null, (query) => query.where('created_by', '=', owner!))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      const counted = await db
        .selectFrom('pastes')
        .select((eb) => eb.fn.countAll().as('total'))
        .$if(owner !== null, (query) => query.where('created_by', '=', owner!))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(counted.total) };
    },

    async updatePaste(id, owner, changes, { now, bumpPasswordVersion }) {
      return db
        .updateTable('pastes')
        .set((eb) => ({
          ...changes,
          ...(bumpPasswordVersion ? { password_version: eb('password_version', '+', 1) } : {}),
          updated_at: toIsoTimestamp(now),
        }))
        .where('id', '=', id)
        .$if(owner !== null, (query) => query.where('created_by', '=', owner!))
        .returningAll()
        .executeTakeFirst();
    },

    async deletePastes(ids, owner) {
      if (ids.length === 0) return [];
      const rows = await db
        .deleteFrom('pastes')
        .where('id', 'in', ids)
        .$if(owner !== null, (query) => query.where('created_by', '=', owner!))
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    async deleteExpiredOrExhausted(now) {
      const result = await db.deleteFrom('pastes').where(isExpiredOrExhausted(now)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteExpiredOrExhaustedSince(now, graceMs) {
      const result = await db
        .deleteFrom('pastes')
        .where(isExpiredOrExhaustedSince(now, graceMs))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
