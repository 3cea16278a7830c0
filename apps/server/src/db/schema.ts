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

/**
 * Storage configs (api.md §3.5). The secret is stored only AES-256-GCM encrypted (`v1:iv:ct`).
 * Byte counts are BIGINT: PostgreSQL returns them as strings, so repositories convert with Number().
 */
export interface StorageConfigsTable {
  id: string;
  name: string;
  provider_type: string;
  endpoint_url: string | null;
  bucket_name: string;
  region: string;
  access_key_id: string | null;
  secret_access_key_encrypted: string | null;
  path_style: IntegerFlag;
  /** Normalised, without leading or trailing `/`; `''` for the bucket root. */
  default_folder: string;
  is_public: IntegerFlag;
  /** At most one row has 1 (partial unique index). */
  is_default: IntegerFlag;
  total_storage_bytes: number | string;
  /** Tracked usage (api.md §4.6): objects the server wrote plus pending reservations. */
  used_storage_bytes: number | string;
  /** Bumped by every write through the server; listing caches compare it (api.md §4.8). */
  generation: number;
  last_used: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/**
 * File shares and pending uploads in one table, so a pending upload's reserved slug shares the
 * unique index with committed shares (api.md §4.1) and DELETE by id finds both (api.md §3.4).
 */
export interface FileSharesTable {
  id: string;
  /** `pending` (presigned, not committed) or `committed`. */
  state: string;
  slug: string;
  filename: string;
  mimetype: string;
  /** Committed: the stored size. Pending: the declared size (0 when unknown). */
  size: number | string;
  /** Capacity held for a pending upload (api.md §4.6); 0 once committed (then `size` counts). */
  reserved_bytes: number | string;
  etag: string | null;
  /** Upload folder relative to `default_folder`: `/` or `/a/b`. */
  path: string;
  storage_config_id: string;
  storage_key: string;
  remark: string | null;
  password_hash: string | null;
  password_version: number;
  expires_at: IsoTimestamp | null;
  max_views: number;
  views: number;
  exhausted_at: IsoTimestamp | null;
  created_by: string;
  /** The creating key's id (null for the admin); the key may be gone by now. */
  api_key_id: string | null;
  /** Open storage multipart upload of a pending upload, aborted by the sweep. */
  upload_id: string | null;
  /** When a pending upload is collected (presign + 24 h); null once committed. */
  pending_expires_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Text shares (api.md §3.3). `created_by` is `admin` or `apikey:<key id>`; `key_name` is kept as it was. */
export interface PastesTable {
  id: string;
  slug: string;
  content: string;
  remark: string | null;
  /** argon2id PHC string, or null for no password. Never leaves the service. */
  password_hash: string | null;
  /** Bumped by a password change or clear; access tokens carry it (api.md §4.4). */
  password_version: number;
  expires_at: IsoTimestamp | null;
  /** 0 = unlimited. */
  max_views: number;
  views: number;
  /** Set by the view that takes the last allowed one. */
  exhausted_at: IsoTimestamp | null;
  created_by: string;
  key_name: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Every table of the database. Later migrations add pastes, files, storage, mounts, uploads, locks. */
export interface Database {
  admins: AdminsTable;
  admin_tokens: AdminTokensTable;
  api_keys: ApiKeysTable;
  settings: SettingsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  job_leases: JobLeasesTable;
  pastes: PastesTable;
  storage_configs: StorageConfigsTable;
  file_shares: FileSharesTable;
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
