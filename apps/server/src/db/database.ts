import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.js';
import { POSTGRES_POOL_SIZE, SQLITE_BUSY_TIMEOUT_MS } from '../config/constants.js';
import type { Database } from './schema.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** An open database: the Kysely instance plus what migrations and shutdown need to know. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** PostgreSQL schema holding the tables, when not the connection's default (tests). */
  schema: string | null;
  close(): Promise<void>;
}

/** Only plain identifiers may become a schema name: it is spliced into the connection options. */
const SCHEMA_NAME_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens SQLite (better-sqlite3: WAL, foreign keys, busy timeout) or a PostgreSQL pool.
 * `postgresSchema` pins every pooled connection's search_path, so parallel tests get private tables.
 */
export function openDatabase(config: DatabaseConfig, options: { postgresSchema?: string } = {}): DatabaseHandle {
  if (config.kind === 'sqlite') {
    mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new BetterSqlite3(config.file);
    // WAL lets readers run beside the one writer; NORMAL sync is durable enough with WAL and much faster.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', schema: null, close: () => db.destroy() };
  }

  const schema = options.postgresSchema ?? null;
  if (schema !== null && !SCHEMA_NAME_PATTERN.test(schema)) {
    throw new Error(`invalid PostgreSQL schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: POSTGRES_POOL_SIZE,
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema, close: () => db.destroy() };
}

/** Runs a trivial query; throws when the database cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
