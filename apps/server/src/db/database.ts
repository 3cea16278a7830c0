import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.js';
import {
  POSTGRES_CONNECT_TIMEOUT_MS,
  POSTGRES_POOL_SIZE,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_STATEMENT_CACHE_SIZE,
} from '../config/constants.js';
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
export function openDatabase(
  config: DatabaseConfig,
  options: { postgresSchema?: string; onPoolError?: (error: Error) => void } = {},
): DatabaseHandle {
  if (config.kind === 'sqlite') {
    mkdirSync(dirname(config.file), { recursive: true });
    const sqlite = new BetterSqlite3(config.file);
    // WAL lets readers run beside the one writer; NORMAL sync is durable enough with WAL and much faster.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite, SQLITE_STATEMENT_CACHE_SIZE) }),
    });
    return { db, dialect: 'sqlite', schema: null, close: closeOnce(db) };
  }

  const schema = options.postgresSchema ?? null;
  if (schema !== null && !SCHEMA_NAME_PATTERN.test(schema)) {
    throw new Error(`invalid PostgreSQL schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    ...(schema === null ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle connection dropped by the server emits 'error' on the pool; unhandled, it would crash the
  // process. The pool replaces the connection on the next checkout, so reporting it is enough.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', schema, close: closeOnce(db) };
}

/**
 * Kysely prepares every query afresh, and compiling a statement costs SQLite more than running a
 * small one (a paste view's counting UPDATE runs about 3× faster prepared once). Compiled statements
 * are reused by SQL text, least recently used dropped first. A statement still iterating a result
 * (`busy`) is never handed out twice: a fresh one replaces it.
 */
function withStatementCache(sqlite: BetterSqlite3.Database, capacity: number): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      statements.delete(sql);
      const statement = cached && !cached.busy ? cached : sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** Closing twice (shutdown racing a failure, tests) must not throw: pg refuses to end a pool twice. */
function closeOnce(db: Kysely<Database>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= db.destroy());
}
