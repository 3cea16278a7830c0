/**
 * Server-internal tuning values. Numbers that are part of the product contract live in
 * `@satchel/shared` (limits.ts); these only shape how this process behaves.
 */

/** How long a SQLite connection waits for a competing writer before failing with SQLITE_BUSY. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** Compiled SQLite statements kept for reuse (db/database.ts); queries with long IN lists vary. */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/** Connections per process in the PostgreSQL pool. */
export const POSTGRES_POOL_SIZE = 10;

/** How long to wait for a new PostgreSQL connection before a query fails (and /health reports it). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;

/** File name of the SQLite database inside `DATA_DIR`. */
export const SQLITE_FILE_NAME = 'satchel.db';

/** File name of the generated secret inside `DATA_DIR` (api.md §5.3). */
export const SECRET_FILE_NAME = 'secret.key';

/**
 * `last_used` of an API key is written at most this often per key: a write on every request
 * would make every API call a database write, and a minute is precise enough for the admin list.
 */
export const API_KEY_LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Node's `headersTimeout` (its default, kept explicit): a client must finish sending the request
 * headers within it. Bodies have no total limit (`requestTimeout: 0`, api.md §1.5); upload routes
 * rely on their 60 s idle meter instead.
 */
export const REQUEST_HEADERS_TIMEOUT_MS = 60_000;

/** How long a graceful shutdown waits for open requests before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** How often expired admin sessions and stale rate-limit buckets are deleted. */
export const PURGE_EXPIRED_ROWS_INTERVAL_MS = 10 * 60_000;

/** Cache lifetime of hashed web assets under /assets/ (they never change under the same name). */
export const IMMUTABLE_ASSET_MAX_AGE_SECONDS = 31_536_000;

/** Longest request-bucket key part stored verbatim; longer parts are stored as a SHA-256 digest. */
export const RATE_LIMIT_KEY_PART_MAX_LENGTH = 128;

/** How often the sweep deletes shares expired or exhausted for 24 h (api.md §4.3: hourly). */
export const SHARE_SWEEP_INTERVAL_MS = 60 * 60_000;
