/**
 * Stable error ids of the wire contract (api.md §1.2). Clients branch on these, never on `message`.
 * Each entry names the HTTP status it is sent with and when it is thrown.
 */
export const ERROR_CODES = {
  /** 400: invalid field or query (`data.field`), malformed JSON, failed upload verification. */
  VALIDATION_FAILED: 400,
  /** 400: a path rejected by the normalisation rules (`..` above `/`, NUL, control character, `\`). */
  PATH_ESCAPE: 400,
  /** 400: URL upload target refused by the SSRF guard. */
  UPSTREAM_BLOCKED: 400,
  /** 400: URL upload fetch failed. */
  UPSTREAM_FAILED: 400,
  /** 401: no credential on a protected endpoint. */
  UNAUTHENTICATED: 401,
  /** 401: admin token unknown, expired or revoked. */
  TOKEN_EXPIRED: 401,
  /** 401: API key unknown or expired. */
  API_KEY_INVALID: 401,
  /** 401: `/raw/{slug}` of a protected paste without `password` or token. */
  PASSWORD_REQUIRED: 401,
  /** 401: wrong login, current or share password. */
  PASSWORD_INCORRECT: 401,
  /** 403: wrong role or flag, non-public config, write on a virtual directory, mount-root change. */
  FORBIDDEN: 403,
  /** 403: path outside the key's `basic_path`. */
  OUTSIDE_BASIC_PATH: 403,
  /** 403: bad, expired or voided share token or local-storage signature. */
  ACCESS_TOKEN_INVALID: 403,
  /** 404: unknown or foreign id, slug or path. */
  NOT_FOUND: 404,
  /** 409: slug already taken. */
  SLUG_TAKEN: 409,
  /** 409: API key name already taken. */
  NAME_TAKEN: 409,
  /** 409: custom API key already taken. */
  KEY_TAKEN: 409,
  /** 409: mount path or target path already taken. */
  PATH_TAKEN: 409,
  /** 409: storage config still in use. */
  CONFIG_IN_USE: 409,
  /** 410: share expired (`data.reason = "expired"`). */
  SHARE_EXPIRED: 410,
  /** 410: share view limit reached (`data.reason = "view_limit"`). */
  SHARE_EXHAUSTED: 410,
  /** 413: over `max_upload_size` or a body limit. */
  TOO_LARGE: 413,
  /** 413: over storage capacity. */
  INSUFFICIENT_STORAGE: 413,
  /** 429: rate limited; `Retry-After` header and `data.retry_after`. */
  RATE_LIMITED: 429,
  /** 500: storage failure (message stays generic). */
  STORAGE_ERROR: 500,
  /** 500: anything else (message stays generic). */
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** True when `value` is one of the contract's error ids. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}
