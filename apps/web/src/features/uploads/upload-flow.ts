import type { FileShareDto, PresignUploadDto } from '@satchel/shared';
import { isApiError, type UploadProgress } from '../../lib/api-client';

/*
 * One file share upload (api.md §3.4, spec §4): presign → PUT straight to storage → commit, with
 * the streamed form upload as the fallback when the direct path is unavailable (no presign support,
 * a bucket without CORS, a network failure on the PUT). A record created by presign is deleted
 * whenever the upload does not complete, so it neither holds the slug nor reserves capacity.
 */

/** The per-batch options of the upload page, as the wire expects them. */
export interface UploadShareOptions {
  s3ConfigId: string;
  /** Custom link suffix; only sent for a single file. */
  slug?: string;
  path?: string;
  remark?: string;
  password?: string;
  /** Hours; 0 = never. */
  expiresIn: number;
  /** 0 = unlimited. */
  maxViews: number;
}

/** The wire body of `POST /s3/commit` (`commitUploadBodySchema`; the pending record holds the rest). */
export interface CommitUploadRequest {
  file_id: string;
  etag?: string;
  size?: number;
  remark?: string;
  password?: string;
  expires_in?: number;
  max_views?: number;
}

/** The calls an upload makes; the app passes the real ones, tests fakes at the same boundary. */
export interface UploadTransport {
  presign: (
    body: {
      s3_config_id: string;
      filename: string;
      size: number;
      mimetype?: string;
      path?: string;
      slug?: string;
    },
    signal: AbortSignal,
  ) => Promise<PresignUploadDto>;
  putToStorage: (
    url: string,
    file: Blob,
    options: {
      headers: Record<string, string>;
      signal: AbortSignal;
      onProgress: (p: UploadProgress) => void;
    },
  ) => Promise<{ etag: string | null }>;
  commit: (body: CommitUploadRequest, signal: AbortSignal) => Promise<FileShareDto>;
  formUpload: (
    form: FormData,
    options: { signal: AbortSignal; onProgress: (p: UploadProgress) => void },
  ) => Promise<FileShareDto>;
  /** `DELETE /admin|user/files/{id}`; also removes pending uploads. */
  deleteFile: (id: string) => Promise<unknown>;
}

export type UploadPhase = 'preparing' | 'uploading' | 'finalising';

export interface UploadCallbacks {
  onPhase?: (phase: UploadPhase, method: 'direct' | 'form') => void;
  onProgress?: (progress: UploadProgress) => void;
}

/** Why an upload failed, so the page can show the right message of spec §8. */
export type UploadFailureKind =
  | 'cancelled'
  | 'slug-taken'
  | 'insufficient-storage'
  | 'too-large'
  | 'presign-failed'
  | 'network'
  | 'timeout'
  | 'failed';

/** An upload that did not complete; `message` is already in the interface language. */
export class UploadError extends Error {
  readonly kind: UploadFailureKind;
  constructor(kind: UploadFailureKind, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'UploadError';
    this.kind = kind;
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Presign answers that describe the request itself (invalid field, slug taken, not allowed, no such
 * config, over a limit): retrying through the form upload would fail the same way.
 */
function isRequestRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Maps any failure to an UploadError with the spec §8 wording. */
export function toUploadError(error: unknown, t: Translate, stage: 'presign' | 'upload'): UploadError {
  if (error instanceof UploadError) return error;
  if (isAbortError(error)) return new UploadError('cancelled', t('upload.errors.cancelled'), error);
  if (isApiError(error)) {
    if (error.status === 409 || error.error === 'SLUG_TAKEN')
      return new UploadError('slug-taken', t('upload.errors.slugTaken'), error);
    if (error.error === 'INSUFFICIENT_STORAGE')
      return new UploadError('insufficient-storage', t('upload.errors.insufficientStorage'), error);
    if (error.error === 'TOO_LARGE') return new UploadError('too-large', error.message, error);
    if (stage === 'presign')
      return new UploadError(
        'presign-failed',
        t('upload.errors.presignFailed', { message: error.message }),
        error,
      );
    if (error.isTimeout) return new UploadError('timeout', error.message, error);
    // The server always names its errors; a bare status came from a proxy or the storage itself.
    if (error.status >= 400 && !error.error)
      return new UploadError('failed', t('errors.uploadFailedStatus', { status: error.status }), error);
    if (error.status === 0) return new UploadError('network', error.message, error);
    return new UploadError('failed', error.message, error);
  }
  return new UploadError('failed', t('upload.errors.failed'), error);
}

function commitFields(options: UploadShareOptions) {
  return {
    ...(options.remark ? { remark: options.remark } : {}),
    ...(options.password ? { password: options.password } : {}),
    expires_in: options.expiresIn,
    max_views: options.maxViews,
  };
}

/** Form fields first, file last: the server streams the file and refuses fields after it. */
export function buildUploadForm(file: File, options: UploadShareOptions): FormData {
  const form = new FormData();
  form.append('s3_config_id', options.s3ConfigId);
  if (file.type) form.append('mimetype', file.type);
  if (options.slug) form.append('slug', options.slug);
  if (options.path) form.append('path', options.path);
  if (options.remark) form.append('remark', options.remark);
  if (options.password) form.append('password', options.password);
  form.append('expires_in', String(options.expiresIn));
  form.append('max_views', String(options.maxViews));
  form.append('file', file, file.name);
  return form;
}

async function deleteQuietly(transport: UploadTransport, fileId: string): Promise<void> {
  try {
    await transport.deleteFile(fileId);
  } catch {
    // Best effort: an unfinished upload the server could not delete now is collected after 24 h.
  }
}

/**
 * Uploads one file and returns the committed share. Throws UploadError (kind `cancelled` when the
 * signal aborts). Never leaves a created record behind on failure.
 */
export async function uploadFile(
  file: File,
  options: UploadShareOptions,
  transport: UploadTransport,
  signal: AbortSignal,
  t: Translate,
  callbacks: UploadCallbacks = {},
): Promise<FileShareDto> {
  callbacks.onPhase?.('preparing', 'direct');
  let presigned: PresignUploadDto | null = null;
  try {
    presigned = await transport.presign(
      {
        s3_config_id: options.s3ConfigId,
        filename: file.name,
        size: file.size,
        ...(file.type ? { mimetype: file.type } : {}),
        ...(options.path ? { path: options.path } : {}),
        ...(options.slug ? { slug: options.slug } : {}),
      },
      signal,
    );
  } catch (error) {
    if (isAbortError(error) || isRequestRefusal(error)) throw toUploadError(error, t, 'presign');
    // Presign is unavailable (network, server-side failure): stream through the server instead.
  }

  if (presigned) {
    let etag: string | null = null;
    let isStored = false;
    try {
      callbacks.onPhase?.('uploading', 'direct');
      const result = await transport.putToStorage(presigned.upload_url, file, {
        headers: presigned.upload_headers,
        signal,
        onProgress: (progress) => callbacks.onProgress?.(progress),
      });
      etag = result.etag;
      isStored = true;
    } catch (error) {
      // The pending record holds the slug and reserved capacity: drop it before anything else.
      await deleteQuietly(transport, presigned.file_id);
      if (isAbortError(error) || signal.aborted) throw toUploadError(error, t, 'upload');
      // The direct PUT failed (CORS, network, storage refusal): fall back to the form upload.
    }

    if (isStored) {
      callbacks.onPhase?.('finalising', 'direct');
      try {
        return await transport.commit(
          {
            file_id: presigned.file_id,
            // The ETag is optional: a bucket that hides it from CORS still commits (api.md §4.5).
            ...(etag ? { etag } : {}),
            size: file.size,
            ...commitFields(options),
          },
          signal,
        );
      } catch (error) {
        await deleteQuietly(transport, presigned.file_id);
        throw toUploadError(error, t, 'upload');
      }
    }
  }

  if (signal.aborted) throw toUploadError(new DOMException('cancelled', 'AbortError'), t, 'upload');
  callbacks.onPhase?.('uploading', 'form');
  try {
    return await transport.formUpload(buildUploadForm(file, options), {
      signal,
      onProgress: (progress) => callbacks.onProgress?.(progress),
    });
  } catch (error) {
    throw toUploadError(error, t, 'upload');
  }
}
