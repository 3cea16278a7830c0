/**
 * Table types for Kysely (docs/decisions/001-kysely-dual-dialect.md). The same columns on SQLite and
 * PostgreSQL: timestamps are ISO-8601 UTC text with milliseconds and `Z` (they sort as text), flags
 * are integers 0/1, ids are UUID v4 text.
 */

/** `2025-06-08T09:30:00.000Z`: written with `toIsoTimestamp`, compared as text. */
export type IsoTimestamp = string;
/** 0 = false, 1 = true (SQLite has no boolean type; PostgreSQL uses the same integer). */
export type IntegerFlag = number;

/** The one admin account (api.md §2.1). */
export interface AdminsTable {
  id: string;
  username: string;
  password_hash: string;
  /** Bumped by a password or username change; caches of verified credentials key on it. */
  credential_version: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Admin sessions, stored only as HMAC digests of the token (api.md §5.2). */
export interface AdminTokensTable {
  token_digest: string;
  admin_id: string;
  expires_at: IsoTimestamp;
  created_at: IsoTimestamp;
}

/** API keys: digest for lookup, AES-GCM ciphertext so the admin can copy the key (api.md §5.2). */
export interface ApiKeysTable {
  id: string;
  name: string;
  key_digest: string;
  key_encrypted: string;
  text_permission: IntegerFlag;
  file_permission: IntegerFlag;
  mount_permission: IntegerFlag;
  basic_path: string;
  expires_at: IsoTimestamp | null;
  credential_version: number;
  last_used: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** System settings as key/value rows (JSON text values), exposed only as one object (api.md §3.7). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: IsoTimestamp;
}

/** Failure counters shared by every instance (api.md §5.5): one row per bucket, fixed window. */
export interface RateLimitBucketsTable {
  bucket_key: string;
  window_start: IsoTimestamp;
  count: number;
  /** window_start + window: after it the row is stale and may be purged. */
  expires_at: IsoTimestamp;
}

/** Leases so that one instance at a time runs each scheduled job (api.md §4.3). */
export interface JobLeasesTable {
  name: string;
  holder: string;
  acquired_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** Every table of the database. Later migrations add pastes, files, storage, mounts, uploads, locks. */
export interface Database {
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  api_keys: ApiKeysTable;
  settings: SettingsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  job_leases: JobLeasesTable;
}

/** The database timestamp for an instant. */
export function toIsoTimestamp(date: Date): IsoTimestamp {
  return date.toISOString();
}

/** Converts a flag column to a boolean and back. */
export function fromIntegerFlag(value: IntegerFlag): boolean {
  return value === 1;
}
export function toIntegerFlag(value: boolean): IntegerFlag {
  return value ? 1 : 0;
}
