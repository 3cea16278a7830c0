import type { Kysely } from 'kysely';

/*
 * Admin, sessions, API keys, settings, rate limits and job leases. Portable types only (text,
 * integer) so one migration serves SQLite and PostgreSQL; see docs/decisions/001-kysely-dual-dialect.md.
 * Migrations take Kysely<any> on purpose: they must keep compiling when the schema types move on.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('credential_version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('admin_tokens')
    .addColumn('token_digest', 'text', (column) => column.primaryKey())
    .addColumn('admin_id', 'text', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_tokens_admin_id_index').on('admin_tokens').column('admin_id').execute();
  await db.schema
    .createIndex('admin_tokens_expires_at_index')
    .on('admin_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().unique())
    .addColumn('key_digest', 'text', (column) => column.notNull().unique())
    .addColumn('key_encrypted', 'text', (column) => column.notNull())
    .addColumn('text_permission', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('file_permission', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('mount_permission', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('basic_path', 'text', (column) => column.notNull().defaultTo('/'))
    .addColumn('expires_at', 'text')
    .addColumn('credential_version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('last_used', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('api_keys_created_at_index').on('api_keys').column('created_at').execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('bucket_key', 'text', (column) => column.primaryKey())
    .addColumn('window_start', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_buckets_expires_at_index')
    .on('rate_limit_buckets')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('acquired_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'job_leases',
    'rate_limit_buckets',
    'settings',
    'api_keys',
    'admin_tokens',
    'admins',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
