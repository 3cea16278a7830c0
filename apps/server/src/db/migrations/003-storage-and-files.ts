import { sql, type Kysely } from 'kysely';

/*
 * Storage configs and file shares (api.md §3.4, §3.5, §4.5, §4.6). Byte counts are BIGINT (one
 * config may hold more than 2 GiB); SQLite stores them as 64-bit integers too. Pending uploads live in
 * `file_shares` with state `pending`, so their reserved slugs share the unique index (api.md §4.1).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('storage_configs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('provider_type', 'text', (column) => column.notNull())
    .addColumn('endpoint_url', 'text')
    .addColumn('bucket_name', 'text', (column) => column.notNull())
    .addColumn('region', 'text', (column) => column.notNull())
    .addColumn('access_key_id', 'text')
    .addColumn('secret_access_key_encrypted', 'text')
    .addColumn('path_style', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('default_folder', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('total_storage_bytes', 'bigint', (column) => column.notNull())
    .addColumn('used_storage_bytes', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('generation', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_used', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  // At most one default config: the database itself refuses a second one (api.md §3.5 set-default).
  await db.schema
    .createIndex('storage_configs_single_default_index')
    .on('storage_configs')
    .column('is_default')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('file_shares')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('mimetype', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('reserved_bytes', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('etag', 'text')
    .addColumn('path', 'text', (column) => column.notNull().defaultTo('/'))
    .addColumn('storage_config_id', 'text', (column) =>
      column.notNull().references('storage_configs.id').onDelete('restrict'),
    )
    .addColumn('storage_key', 'text', (column) => column.notNull())
    .addColumn('remark', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('password_version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('expires_at', 'text')
    .addColumn('max_views', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('views', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('exhausted_at', 'text')
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('api_key_id', 'text')
    .addColumn('upload_id', 'text')
    .addColumn('pending_expires_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('file_shares_state_created_at_index')
    .on('file_shares')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createIndex('file_shares_created_by_index')
    .on('file_shares')
    .column('created_by')
    .execute();
  await db.schema
    .createIndex('file_shares_storage_config_id_index')
    .on('file_shares')
    .column('storage_config_id')
    .execute();
  await db.schema
    .createIndex('file_shares_expires_at_index')
    .on('file_shares')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('file_shares_exhausted_at_index')
    .on('file_shares')
    .column('exhausted_at')
    .execute();
  await db.schema
    .createIndex('file_shares_pending_expires_at_index')
    .on('file_shares')
    .column('pending_expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('file_shares').execute();
  await db.schema.dropTable('storage_configs').execute();
}
