/** Every business number of spec §9 and api.md, named once. */

export const MIB = 1024 * 1024;
export const GIB = 1024 * MIB;

/** Admin session token lifetime (api.md §3.1). */
export const ADMIN_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** Length of a generated admin password printed at first start (api.md §5.4). */
export const GENERATED_ADMIN_PASSWORD_LENGTH = 24;
/** Admin password length bounds for change-password (api.md §3.1). */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MAX_LENGTH = 256;
export const ADMIN_USERNAME_MAX_LENGTH = 50;

/** API keys (api.md §3.2). */
export const API_KEY_NAME_MAX_LENGTH = 50;
export const API_KEY_CUSTOM_MIN_LENGTH = 16;
export const API_KEY_CUSTOM_MAX_LENGTH = 128;
export const API_KEY_GENERATED_LENGTH = 32;
export const API_KEY_MASK_VISIBLE_CHARS = 6;
export const API_KEY_DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
export const API_KEY_DEFAULT_BASIC_PATH = '/';
/** Expiry presets offered when creating a key (spec §9). */
export const API_KEY_EXPIRY_PRESETS = ['1d', '7d', '30d', 'never', 'custom'] as const;

/** System settings (api.md §3.7). */
export const DEFAULT_MAX_UPLOAD_SIZE_MB = 100;
export const MAX_UPLOAD_SIZE_MB_MIN = 1;
export const MAX_UPLOAD_SIZE_MB_MAX = 1_048_576;
export const WEBDAV_UPLOAD_MODES = ['auto', 'proxy', 'multipart', 'direct'] as const;
export const DEFAULT_WEBDAV_UPLOAD_MODE = 'auto';
/** The web app logs out this long after a successful credential change (spec §4). */
export const SETTINGS_LOGOUT_DELAY_MS = 3000;

/** Pagination (api.md §1.5). */
export const PAGE_LIMIT_MIN = 1;
export const PAGE_LIMIT_MAX = 200;
export const PASTES_DEFAULT_PAGE_SIZE = 10;
export const FILES_DEFAULT_PAGE_SIZE = 50;
export const BATCH_MIN_ITEMS = 1;
export const BATCH_MAX_ITEMS = 1000;

/** Body limits (api.md §1.5). */
export const JSON_BODY_LIMIT_BYTES = 1 * MIB;
export const LARGE_JSON_BODY_LIMIT_BYTES = 12 * MIB;

/** Rate limits (api.md §5.5): window and failure counts. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_IP = 5;
export const LOGIN_FAILURES_PER_USERNAME = 20;
export const DAV_FAILURES_PER_IP_USER = 10;
export const DAV_FAILURES_PER_IP = 50;
export const SHARE_PASSWORD_FAILURES_PER_IP_SHARE = 10;
export const SHARE_PASSWORD_FAILURES_PER_SHARE = 50;

/** Shares (api.md §3.3, §4.1). */
export const SLUG_GENERATED_LENGTH = 8;
export const SLUG_MAX_LENGTH = 64;
export const SLUG_GENERATION_ATTEMPTS = 5;
export const PASTE_CONTENT_MAX_BYTES = 10 * MIB;
export const PASTE_REMARK_MAX_LENGTH = 500;
export const SHARE_PASSWORD_MAX_LENGTH = 128;
export const PASTE_CONTENT_PREVIEW_LENGTH = 200;
/** Largest `max_views` (the column is a 32-bit integer on PostgreSQL); 0 = unlimited. */
export const SHARE_MAX_VIEWS_MAX = 2_147_483_647;
/** Paste access tokens live 1 h (api.md §4.4); file tokens: FILE_ACCESS_URL_TTL_MS. */
export const PASTE_ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MARKDOWN_IMPORT_MAX_BYTES = 10 * MIB;
export const MARKDOWN_IMPORT_EXTENSIONS = [
  'md',
  'markdown',
  'mdown',
  'mkd',
  'mdwn',
  'mdtxt',
  'mdtext',
  'rmd',
] as const;
export const FILE_EXPIRES_IN_MAX_HOURS = 87_600;
export const RECENT_UPLOADS_SHOWN = 3;

/** Mounts (spec §5, api.md §3.6). */
export const MOUNT_NAME_MAX_LENGTH = 50;
export const MOUNT_PATH_MAX_LENGTH = 100;
export const MOUNT_CACHE_TTL_MAX_SECONDS = 86_400;
export const MOUNT_CACHE_TTL_DEFAULT_SECONDS = 300;

/** Uploads (spec §9). */
export const MOUNT_UPLOAD_CHUNK_BYTES = 5_242_880;
export const MULTIPART_PART_TIMEOUT_MS = 300_000;
export const CLIENT_MULTIPART_CONCURRENCY = 3;
export const FILE_LINK_DEFAULT_EXPIRES_SECONDS = 604_800;
export const CANCEL_POLL_INTERVAL_MS = 100;

/** Shown after the visible prefix of a masked API key (`abcdef...`, api.md §3.0). */
export const API_KEY_MASK_SUFFIX = '...';

/** Password hashing parameters (api.md §5.1): argon2id, 19 MiB, t=2, p=1. */
export const ARGON2_MEMORY_KIB = 19 * 1024;
export const ARGON2_TIME_COST = 2;
export const ARGON2_PARALLELISM = 1;

/** Random material (api.md §5.2, §5.3). */
export const ADMIN_TOKEN_BYTES = 32;
export const APP_SECRET_BYTES = 32;
export const AES_GCM_IV_BYTES = 12;
/** The shortest `APP_SECRET` the server accepts (a generated secret is 43 base64url characters). */
export const APP_SECRET_MIN_LENGTH = 32;

/** Health and version (api.md §3.10). */
export const HEALTH_STATUS_OK = 'ok';
export const HEALTH_STATUS_ERROR = 'error';

/** Storage configs (api.md §3.5). */
export const S3_CONFIG_NAME_MAX_LENGTH = 100;
export const STORAGE_PROVIDER_TYPES = ['r2', 'b2', 'aws', 'other', 'local'] as const;
/** Providers whose default capacity is 10 GiB; every other provider gets 5 GiB (api.md §3.5). */
export const LARGE_DEFAULT_CAPACITY_PROVIDERS = ['r2', 'b2', 'local'] as const;
export const LARGE_DEFAULT_CAPACITY_BYTES = 10 * GIB;
export const DEFAULT_CAPACITY_BYTES = 5 * GIB;
export const DEFAULT_STORAGE_REGION = 'auto';
/** The config a fresh install creates (api.md §3.5). */
export const DEFAULT_LOCAL_CONFIG_NAME = 'Local storage';
export const DEFAULT_LOCAL_BUCKET_NAME = 'default';
/** How many keys the `read` part of a config test lists. */
export const S3_CONFIG_TEST_LIST_LIMIT = 10;

/** File shares and uploads (api.md §3.4, §4.5, §4.9). */
export const FILE_REMARK_MAX_LENGTH = 500;
export const FILENAME_MAX_BYTES = 255;
export const SHARE_KEY_RANDOM_PREFIX_LENGTH = 8;
/** Presigned PUT lifetime (api.md §3.4). */
export const PRESIGNED_UPLOAD_TTL_SECONDS = 3600;
/** A pending upload (presign without commit) lives this long (api.md §4.5). */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Share preview/download tokens and their signed URLs (api.md §4.4). */
export const FILE_ACCESS_URL_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired or exhausted shares are swept after this long in that state (api.md §4.3). */
export const SHARE_CLEANUP_GRACE_MS = 24 * 60 * 60 * 1000;
/** Upload routes abort after this long without bytes; there is no total timeout (api.md §1.5). */
export const UPLOAD_IDLE_TIMEOUT_MS = 60_000;
