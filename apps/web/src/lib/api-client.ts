import { isErrorCode, isSuccessStatus, type ErrorCode } from '@satchel/shared';
import { buildApiUrl, getApiBaseUrl } from '../config/api-base-url';
import { ADMIN_TOKEN_EXPIRED_EVENT, API_KEY_INVALID_EVENT, dispatchAppEvent } from './events';
import { i18n } from './i18n';
import { clearAdminToken, clearApiKeyCredentials, getAdminToken, getApiKey } from './local-store';

/**
 * The only module that talks HTTP (design.md §4.9): envelope parsing, auth headers, the 401 rules
 * of spec §4 / api.md §1.4 and the error catalogue of spec §8.
 */

export type CredentialKind = 'bearer' | 'apikey';

/** A failed call: HTTP status, envelope code, stable error id, display message and details. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly error: ErrorCode | undefined;
  readonly data: unknown;
  /** Seconds to wait before retrying (429 only). */
  readonly retryAfterSeconds: number | undefined;
  /** An upload that got neither progress nor an answer in time (status 0). */
  readonly isTimeout: boolean;

  constructor(init: {
    status: number;
    code?: number;
    error?: ErrorCode;
    message: string;
    data?: unknown;
    retryAfterSeconds?: number;
    isTimeout?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.error = init.error;
    this.data = init.data ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.isTimeout = init.isTimeout ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The display message of any thrown value. */
export function errorMessage(value: unknown, fallback: string): string {
  if (value instanceof Error && value.message) return value.message;
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData goes as a form (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * `stored` (default) sends the stored admin token, else the stored API key; `none` sends nothing;
   * an explicit credential (login checking a key) is sent without touching storage on 401.
   */
  credential?: 'stored' | 'none' | { kind: CredentialKind; value: string };
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ApiClientDependencies {
  fetch: typeof fetch;
  getBaseUrl: () => string;
  credentials: {
    getAdminToken: () => string | null;
    getApiKey: () => string | null;
    clearAdminToken: () => void;
    clearApiKeyCredentials: () => void;
  };
  dispatchEvent: (name: string) => void;
  translate: Translate;
  /** XMLHttpRequest factory for uploads (fetch cannot report upload progress). */
  createXhr?: () => XMLHttpRequest;
}

/** Bytes sent so far of one upload. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** An upload sent with XMLHttpRequest, for progress events. */
export interface UploadRequestOptions {
  method?: 'POST' | 'PUT';
  body: FormData | Blob;
  headers?: Record<string, string>;
  query?: Record<string, QueryValue>;
  credential?: ApiRequestOptions['credential'];
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Fails with a time-out when neither a byte goes out nor an answer comes back for this long. */
  idleTimeoutMs?: number;
}

/** Without progress or an answer for this long, an upload is given up as timed out. */
export const UPLOAD_IDLE_TIMEOUT_MS = 300_000;

/** What the response rules need of an HTTP answer, whether it came from fetch or XHR. */
interface RawResponse {
  status: number;
  statusText: string;
  text: string;
  retryAfter: string | null;
}

interface Envelope {
  code: number;
  error?: string;
  message?: string;
  data?: unknown;
  success?: boolean;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    ('success' in value || 'data' in value)
  );
}

/** The API path without base, prefix or query: `/paste/abc`. */
export function apiPathOf(path: string): string {
  let result = path;
  const absolute = /^https?:\/\/[^/]+(\/.*)?$/i.exec(result);
  if (absolute) result = absolute[1] ?? '/';
  result = result.split(/[?#]/)[0] ?? '';
  if (result.startsWith('/api/')) result = result.slice(4);
  return result.startsWith('/') ? result : `/${result}`;
}

/** 401 on these means a wrong password: the stored credential is kept (api.md §1.4). */
function isPasswordCheckPath(path: string, method: string): boolean {
  return (
    (method === 'POST' && /^\/paste\/[^/]+$/.test(path)) ||
    /^\/public\/files\/[^/]+\/verify$/.test(path) ||
    path.startsWith('/raw/')
  );
}

const CHANGE_PASSWORD_PATH = '/admin/change-password';

/** File-share and upload endpoints, where a key's 401 can be a no-access answer (spec §4). */
export function isFileOrUploadPath(path: string): boolean {
  return /^\/(upload|s3|url|public\/files|(admin|user)\/(files|fs))(\/|$)/.test(path);
}

const NO_ACCESS_MESSAGE = /unauthori[sz]ed|no access|not allowed|permission|未授权|无权|没有权限/i;

/** Ids whose server message carries the useful detail (which field failed), kept as it is. */
const DETAIL_ERROR_CODES: ReadonlySet<ErrorCode> = new Set(['VALIDATION_FAILED']);

function parseRetryAfter(header: string | null, data: unknown): number | undefined {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const fromBody = (data as { retry_after?: unknown } | null)?.retry_after;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) ? Math.ceil(fromBody) : undefined;
}

/** `getAllResponseHeaders()` text as a map with lower-case names. */
function parseResponseHeaders(raw: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0)
      headers.set(line.slice(0, separator).trim().toLowerCase(), line.slice(separator + 1).trim());
  }
  return headers;
}

function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(deps: ApiClientDependencies) {
  const t = deps.translate;

  function messageForCode(error: ErrorCode | undefined, serverMessage: string | undefined) {
    if (!error) return undefined;
    if (DETAIL_ERROR_CODES.has(error) && serverMessage) return serverMessage;
    return t(`errors.codes.${error}`);
  }

  function resolveCredential(option: ApiRequestOptions['credential']) {
    if (option === 'none') return null;
    if (option && option !== 'stored') return { ...option, stored: false };
    const token = deps.credentials.getAdminToken();
    if (token) return { kind: 'bearer' as const, value: token, stored: true };
    const apiKey = deps.credentials.getApiKey();
    if (apiKey) return { kind: 'apikey' as const, value: apiKey, stored: true };
    return null;
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const apiPath = apiPathOf(path);
    const url = buildApiUrl(path, deps.getBaseUrl()) + toQueryString(options.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const credential = resolveCredential(options.credential);
    if (credential) {
      headers.Authorization = `${credential.kind === 'bearer' ? 'Bearer' : 'ApiKey'} ${credential.value}`;
    }

    let body: BodyInit | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(url, { method, headers, body, signal: options.signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, message: t('errors.network') });
    }

    const text = await response.text().catch(() => '');
    return interpretResponse<T>(
      {
        status: response.status,
        statusText: response.statusText,
        text,
        retryAfter: response.headers.get('Retry-After'),
      },
      { apiPath, method, credential },
    );
  }

  /** The envelope and status rules, shared by fetch requests and XHR uploads. */
  function interpretResponse<T>(
    response: RawResponse,
    call: { apiPath: string; method: string; credential: ReturnType<typeof resolveCredential> },
  ): T {
    const { apiPath, method, credential } = call;
    const { text } = response;
    const isOk = response.status >= 200 && response.status < 300;
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    const envelope = isEnvelope(parsed) ? parsed : undefined;
    const error = isErrorCode(envelope?.error) ? envelope.error : undefined;
    const serverMessage = envelope?.message?.trim() || undefined;
    const data = envelope?.data ?? null;

    if (isOk) {
      if (!envelope) return parsed as T;
      if (isSuccessStatus(envelope.code)) return envelope.data as T;
      throw new ApiError({
        status: response.status,
        code: envelope.code,
        error,
        data,
        message: messageForCode(error, serverMessage) ?? serverMessage ?? t('errors.requestFailed'),
      });
    }

    const status = response.status;
    const fail = (message: string, extra: { retryAfterSeconds?: number } = {}) =>
      new ApiError({ status, code: envelope?.code ?? status, error, data, message, ...extra });

    if (status === 401) throw fail(handleUnauthorized(apiPath, method, credential, error, serverMessage));

    if (status === 429) {
      const seconds = parseRetryAfter(response.retryAfter, data);
      const message =
        seconds === undefined ? t('errors.rateLimitedNoTime') : t('errors.rateLimited', { seconds });
      throw fail(message, { retryAfterSeconds: seconds });
    }

    const mapped = messageForCode(error, serverMessage);
    if (status === 409) throw fail(mapped ?? serverMessage ?? t('errors.slugTaken'));
    throw fail(
      mapped ??
        serverMessage ??
        t('errors.httpError', { status, text: response.statusText || text.slice(0, 200) || '' }),
    );
  }

  /**
   * Sends a body with XMLHttpRequest and resolves with the raw answer. Cancelling through `signal`
   * rejects with an AbortError (like fetch); a network failure, or an idle time-out, with an ApiError
   * of status 0.
   */
  function sendXhr(
    url: string,
    options: UploadRequestOptions,
    headers: Record<string, string>,
  ): Promise<RawResponse & { etag: string | null }> {
    return new Promise((resolve, reject) => {
      const abortError = () => new DOMException('The upload was cancelled', 'AbortError');
      if (options.signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = deps.createXhr ? deps.createXhr() : new XMLHttpRequest();
      const idleTimeoutMs = options.idleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let isTimedOut = false;
      const armTimer = () => {
        if (timer !== undefined) clearTimeout(timer);
        timer = setTimeout(() => {
          isTimedOut = true;
          xhr.abort();
        }, idleTimeoutMs);
      };
      const onAbortSignal = () => xhr.abort();
      const finish = () => {
        if (timer !== undefined) clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbortSignal);
      };

      xhr.open(options.method ?? 'POST', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        armTimer();
        const total = event.lengthComputable
          ? event.total
          : options.body instanceof Blob
            ? options.body.size
            : 0;
        options.onProgress?.({ loaded: event.loaded, total });
      };
      xhr.onprogress = armTimer;
      xhr.onload = () => {
        finish();
        // Only the headers CORS exposes are listed; asking for another one logs a browser error.
        const exposed = parseResponseHeaders(xhr.getAllResponseHeaders());
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: typeof xhr.responseText === 'string' ? xhr.responseText : '',
          retryAfter: exposed.get('retry-after') ?? null,
          etag: exposed.get('etag') ?? null,
        });
      };
      xhr.onerror = () => {
        finish();
        reject(new ApiError({ status: 0, message: t('errors.network') }));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        finish();
        reject(
          isTimedOut
            ? new ApiError({ status: 0, message: t('errors.timeout'), isTimeout: true })
            : abortError(),
        );
      };
      options.signal?.addEventListener('abort', onAbortSignal);
      armTimer();
      xhr.send(options.body);
    });
  }

  /**
   * An API upload with progress (`POST /upload`): the same base URL, auth header, envelope and 401
   * rules as `request`. Form fields must be appended before the file part (api.md §1.5).
   */
  async function upload<T>(path: string, options: UploadRequestOptions): Promise<T> {
    const method = options.method ?? 'POST';
    const url = buildApiUrl(path, deps.getBaseUrl()) + toQueryString(options.query);
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const credential = resolveCredential(options.credential);
    if (credential) {
      headers.Authorization = `${credential.kind === 'bearer' ? 'Bearer' : 'ApiKey'} ${credential.value}`;
    }
    const response = await sendXhr(url, { ...options, method }, headers);
    return interpretResponse<T>(response, { apiPath: apiPathOf(path), method, credential });
  }

  /**
   * PUTs a body to a presigned storage URL (no credential: the URL is signed) and returns the ETag
   * the storage answered with. A refusal becomes 'upload failed: status', or the server's message
   * when the URL is the server's own local storage.
   */
  async function putToStorage(
    url: string,
    options: Omit<UploadRequestOptions, 'method' | 'credential' | 'query'>,
  ): Promise<{ etag: string | null }> {
    const response = await sendXhr(url, { ...options, method: 'PUT' }, { ...options.headers });
    if (response.status >= 200 && response.status < 300) return { etag: response.etag };
    let message = t('errors.uploadFailedStatus', { status: response.status });
    try {
      const parsed: unknown = JSON.parse(response.text);
      if (isEnvelope(parsed)) {
        const error = isErrorCode(parsed.error) ? parsed.error : undefined;
        message = messageForCode(error, parsed.message) ?? parsed.message ?? message;
      }
    } catch {
      // Storage answers in XML or not at all: keep the status message.
    }
    throw new ApiError({ status: response.status, message });
  }

  /**
   * Reads the bytes of a share URL (`preview_url`). `range` asks for the first bytes only. Errors
   * before the first byte come as the JSON envelope (api.md §1.2) and are mapped like any call.
   */
  async function fetchBytes(
    url: string,
    options: { signal?: AbortSignal; range?: { start: number; end: number } } = {},
  ): Promise<ArrayBuffer> {
    const headers: Record<string, string> = {};
    if (options.range) headers.Range = `bytes=${options.range.start}-${options.range.end}`;
    let response: Response;
    try {
      response = await deps.fetch(url, { method: 'GET', headers, signal: options.signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, message: t('errors.network') });
    }
    if (response.ok) return response.arrayBuffer();
    const text = await response.text().catch(() => '');
    return interpretResponse<ArrayBuffer>(
      {
        status: response.status,
        statusText: response.statusText,
        text,
        retryAfter: response.headers.get('Retry-After'),
      },
      { apiPath: apiPathOf(url), method: 'GET', credential: null },
    );
  }

  /** Applies the 401 rules and returns the message to show. */
  function handleUnauthorized(
    apiPath: string,
    method: string,
    credential: ReturnType<typeof resolveCredential>,
    error: ErrorCode | undefined,
    serverMessage: string | undefined,
  ): string {
    const mapped = messageForCode(error, serverMessage);
    // Wrong passwords: the credential is kept.
    if (apiPath === CHANGE_PASSWORD_PATH) return mapped ?? serverMessage ?? t('errors.verificationFailed');
    if (isPasswordCheckPath(apiPath, method)) return mapped ?? serverMessage ?? t('errors.passwordIncorrect');

    if (!credential) return mapped ?? serverMessage ?? t('errors.unauthorised');
    if (!credential.stored) {
      return credential.kind === 'bearer' ? t('errors.adminSessionExpired') : t('errors.apiKeyInvalid');
    }

    if (credential.kind === 'bearer') {
      deps.credentials.clearAdminToken();
      deps.dispatchEvent(ADMIN_TOKEN_EXPIRED_EVENT);
      return t('errors.adminSessionExpired');
    }

    const isNoAccessAnswer =
      error === 'UNAUTHENTICATED' ||
      error === 'FORBIDDEN' ||
      (serverMessage !== undefined && NO_ACCESS_MESSAGE.test(serverMessage));
    if (isFileOrUploadPath(apiPath) && isNoAccessAnswer)
      return serverMessage ?? mapped ?? t('errors.unauthorised');

    deps.credentials.clearApiKeyCredentials();
    deps.dispatchEvent(API_KEY_INVALID_EVENT);
    return t('errors.apiKeyInvalid');
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    upload,
    putToStorage,
    fetchBytes,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: real fetch, stored credentials, window events and the shared i18n instance. */
export const apiClient: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getBaseUrl: getApiBaseUrl,
  credentials: { getAdminToken, getApiKey, clearAdminToken, clearApiKeyCredentials },
  dispatchEvent: (name) => dispatchAppEvent(name),
  translate: (key, options) => i18n.t(key as never, options as never) as unknown as string,
});
