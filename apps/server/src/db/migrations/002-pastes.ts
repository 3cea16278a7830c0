import { sql, type Kysely } from 'kysely';

/*
 * Pastes (api.md §3.3). Portable types only (docs/decisions/001-kysely-dual-dialect.md). Indexes
 * follow the queries: slug lookups (unique, also the 409 judge), lists newest first (all, or one
 * creator's), and the sweep over expires_at / exhausted_at.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pastes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('remark', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('password_version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('expires_at', 'text')
    .addColumn('max_views', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('views', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('exhausted_at', 'text')
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('key_name', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('pastes_created_at_index').on('pastes').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('pastes_created_by_created_at_index')
    .on('pastes')
    .columns(['created_by', 'created_at', 'id'])
    .execute();
  // Partial: most pastes never expire or run out, and a view (which rewrites exhausted_at) then
  // touches no index entry at all.
  await db.schema
    .createIndex('pastes_expires_at_index')
    .on('pastes')
    .column('expires_at')
    .where(sql.ref('expires_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('pastes_exhausted_at_index')
    .on('pastes')
    .column('exhausted_at')
    .where(sql.ref('exhausted_at'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pastes').execute();
}
