import { pipeline, type Readable } from 'node:stream';
import {
  FILE_ACCESS_URL_TTL_MS,
  MIB,
  PENDING_UPLOAD_TTL_MS,
  PRESIGNED_UPLOAD_TTL_SECONDS,
  SHARE_CLEANUP_GRACE_MS,
  UPLOAD_IDLE_TIMEOUT_MS,
  type BatchDeleteResult,
  type ClearExpiredResult,
  type CommitUploadBody,
  type FileShareDetailsDto,
  type FileShareDto,
  type PageRequest,
  type Paged,
  type PresignUploadBody,
  type PresignUploadDto,
  type PublicFileShareDto,
  type StorageProviderType,
  type UpdateFileShareBody,
  type UploadFields,
} from '@satchel/shared';
import { toIsoTimestamp, type FileSharesTable } from '../../db/schema.js';
import { buildByteResponse } from '../../http/byte-response.js';
import {
  FORM_OVERHEAD_ALLOWANCE_BYTES,
  tooLargeUploadError,
  UploadLimitError,
  UploadMeter,
  uploadLimitToAppError,
} from '../../http/upload-stream.js';
import { AppError, notFoundError, validationError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { resolveContentType } from '../../lib/content-types.js';
import { generateId, isUuid } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import { hashPassword } from '../../lib/passwords.js';
import { describeCreator, type Principal } from '../../lib/principal.js';
import type { ShareAccessTokens } from '../../lib/share-access-token.js';
import { claimSlug } from '../../lib/slug.js';
import type { RateLimiter } from '../../rate-limit/rate-limiter.service.js';
import {
  accessTokenInvalid,
  managedShareFields,
  publicShareFields,
  resolvePasswordChange,
  shareOwnerOf,
  tokenFitsShare,
  type ManagingPrincipal,
  type PublicRequestContext,
} from '../../shares/share-management.js';
import { isShareExpired, shareGoneError } from '../../shares/share-state.js';
import { createShareViews } from '../../shares/share-views.js';
import { normalizeEtag, StorageError, type StorageDriver } from '../../storage/storage-driver.js';
import { buildPage } from '../../lib/pagination.js';
import { insufficientStorageError, type S3ConfigsService } from '../s3-configs/s3-configs.service.js';
import type { FileOwner, FileShareChanges, FileShareRow, FilesRepository } from './files.repository.js';
import { buildShareKey, normalizeSharePath, sanitizeFilename } from './share-keys.js';

/** The streamed form of `POST /upload`. */
export interface UploadInput {
  fields: UploadFields;
  file: { stream: Readable; filename: string; mimeType: string };
  /** Settles once the whole form was read; rejects when a field follows the file part. */
  formDone: Promise<void>;
  /** The request's Content-Length, when declared. */
  declaredBytes: number | undefined;
  baseUrl: string;
}

/** What the content endpoints were asked for. */
export interface ContentRequest {
  token: string | undefined;
  mode: 'preview' | 'download';
  method: string;
  rangeHeader: string | undefined;
}

export interface FilesService {
  /** 413 before reading when a declared Content-Length cannot hold an allowed file (api.md §1.5). */
  assertDeclaredUploadSize(declaredBytes: number | undefined): Promise<void>;
  /** `POST /upload`: streams the file to storage. Throws 400, 403, 404, 409, 413. */
  upload(principal: ManagingPrincipal, input: UploadInput): Promise<FileShareDetailsDto>;
  /** `POST /s3/presign`: a pending upload and its presigned PUT. Throws 400, 403, 404, 409, 413. */
  presign(principal: ManagingPrincipal, body: PresignUploadBody, baseUrl: string): Promise<PresignUploadDto>;
  /** `POST /s3/commit`: verifies the object (api.md §4.5) and creates the share. Throws 400, 404, 413. */
  commit(principal: ManagingPrincipal, body: CommitUploadBody, baseUrl: string): Promise<FileShareDetailsDto>;
  list(principal: ManagingPrincipal, page: PageRequest, search?: string): Promise<Paged<FileShareDto>>;
  /** Details with signed URLs; counts no view. Throws 404. */
  get(principal: ManagingPrincipal, id: string, baseUrl: string): Promise<FileShareDetailsDto>;
  /** Partial update. Throws 400, 404, 409. */
  update(
    principal: ManagingPrincipal,
    id: string,
    body: UpdateFileShareBody,
    baseUrl: string,
  ): Promise<FileShareDetailsDto>;
  /** Deletes a share or pending upload: object first, then the record (api.md §4.10). Throws 404, 500. */
  remove(principal: ManagingPrincipal, id: string): Promise<void>;
  removeMany(principal: ManagingPrincipal, ids: readonly string[]): Promise<BatchDeleteResult>;
  /** Deletes every expired or exhausted share now, objects included. */
  clearExpired(): Promise<ClearExpiredResult>;
  /** `GET /public/files/{slug}`. Throws 404, 410. */
  view(principal: Principal, slug: string, context: PublicRequestContext): Promise<PublicFileShareDto>;
  /** `POST /public/files/{slug}/verify`. Throws 400, 401, 404, 410, 429. */
  verify(
    principal: Principal,
    slug: string,
    password: string,
    context: PublicRequestContext,
  ): Promise<PublicFileShareDto>;
  /** `preview` / `download` bytes. Throws 403, 404, 410. */
  openContent(slug: string, request: ContentRequest): Promise<Response>;
  /**
   * Whether a signed local-storage PUT may still write `key`: only while its pending upload lives
   * (not committed, deleted or collected), so a URL never outlives the reservation it was made for.
   */
  isPendingUploadTarget(target: { configId: string; key: string; uploadId?: string }): Promise<boolean>;
  /** The hourly sweep: abandoned pending uploads and shares gone for 24 h. Returns what it deleted. */
  sweep(): Promise<{ pending: number; shares: number }>;
}

const SWEEP_BATCH_SIZE = 100;

function ownerOf(principal: ManagingPrincipal): FileOwner {
  return shareOwnerOf(principal);
}

function canEdit(principal: Principal, row: Pick<FileSharesTable, 'created_by'>): boolean {
  if (principal.kind === 'admin') return true;
  return principal.kind === 'api-key' && row.created_by === describeCreator(principal);
}

function fileUrl(slug: string): string {
  return `/file/${slug}`;
}

function contentUrl(baseUrl: string, slug: string, mode: 'preview' | 'download', token: string): string {
  return `${baseUrl}/api/public/files/${encodeURIComponent(slug)}/${mode}?token=${encodeURIComponent(token)}`;
}

/** `expires_at` of a file share: `expires_at` wins over `expires_in` (hours, 0 = never). */
function resolveExpiry(
  body: { expires_at?: Date | null; expires_in?: number },
  now: Date,
): string | null | undefined {
  if (body.expires_at !== undefined) {
    if (body.expires_at === null) return null;
    if (body.expires_at.getTime() <= now.getTime()) {
      throw validationError('expires_at', 'expires_at must be in the future');
    }
    return toIsoTimestamp(body.expires_at);
  }
  if (body.expires_in !== undefined) {
    return body.expires_in === 0
      ? null
      : toIsoTimestamp(new Date(now.getTime() + body.expires_in * 3_600_000));
  }
  return undefined;
}

export function createFilesService(deps: {
  repository: FilesRepository;
  storage: S3ConfigsService;
  shareTokens: ShareAccessTokens;
  rateLimiter: RateLimiter;
  clock: Clock;
  logger: Logger;
  getMaxUploadSizeMb: () => Promise<number>;
  /** Tests shorten it; production uses 60 s (api.md §1.5). */
  uploadIdleTimeoutMs?: number;
}): FilesService {
  const { repository, storage, shareTokens, rateLimiter, clock, logger } = deps;
  const idleTimeoutMs = deps.uploadIdleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;

  const maxUploadBytes = async () => (await deps.getMaxUploadSizeMb()) * MIB;

  /** Storage failures become a generic 500 (text stays in the log); bad keys become 400. */
  const storageFailure = (error: unknown, action: string): AppError => {
    if (error instanceof AppError) return error;
    if (error instanceof StorageError && (error.kind === 'invalid_key' || error.kind === 'conflict')) {
      return validationError('path', 'this path cannot be stored');
    }
    logger.error({ err: error, action }, 'storage operation failed');
    return new AppError('STORAGE_ERROR', 500, 'storage error');
  };

  const describeUrl = (driver: StorageDriver | null, row: FileSharesTable) =>
    driver ? driver.describeObjectUrl(row.storage_key) : null;

  const toDto = (row: FileShareRow, driver: StorageDriver | null, now: Date): FileShareDto => ({
    id: row.id,
    slug: row.slug,
    url: fileUrl(row.slug),
    filename: row.filename,
    mimetype: row.mimetype,
    size: Number(row.size),
    etag: row.etag,
    path: row.path,
    s3_config_id: row.storage_config_id,
    s3_config_name: row.s3_config_name,
    provider_type: row.provider_type as StorageProviderType | null,
    storage_path: row.storage_key,
    s3_url: describeUrl(driver, row),
    remark: row.remark,
    ...managedShareFields(row, now),
  });

  /** Signed preview and download URLs, valid 24 h (api.md §4.4). */
  const issueUrls = (row: FileSharesTable, baseUrl: string) => {
    const issued = shareTokens.issue(
      { kind: 'file', shareId: row.id, slug: row.slug, passwordVersion: row.password_version },
      FILE_ACCESS_URL_TTL_MS,
    );
    return {
      preview_url: contentUrl(baseUrl, row.slug, 'preview', issued.token),
      download_url: contentUrl(baseUrl, row.slug, 'download', issued.token),
      urls_expire_at: toIsoTimestamp(issued.expiresAt),
    };
  };

  const toDetails = async (row: FileShareRow, baseUrl: string, now: Date): Promise<FileShareDetailsDto> => {
    const resolved = await storage.findStorage(row.storage_config_id);
    return { ...toDto(row, resolved?.driver ?? null, now), ...issueUrls(row, baseUrl) };
  };

  const toPublicMetadata = (row: FileShareRow, principal: Principal): PublicFileShareDto => {
    const isEditable = canEdit(principal, row);
    return {
      ...(isEditable ? { id: row.id } : {}),
      slug: row.slug,
      filename: row.filename,
      mimetype: row.mimetype,
      size: Number(row.size),
      remark: row.remark,
      ...publicShareFields(row),
      can_edit: isEditable,
    };
  };

  const toUnlockedView = (row: FileShareRow, principal: Principal, baseUrl: string): PublicFileShareDto => ({
    ...toPublicMetadata(row, principal),
    requires_password: false,
    ...issueUrls(row, baseUrl),
  });

  const views = createShareViews(rateLimiter, {
    kind: 'file',
    findBySlug: (slug) => repository.findCommittedBySlug(slug),
    countViewOfOpenShare: (slug, now) => repository.countViewOfOpenShare(slug, now),
    countViewById: (id, now) => repository.countViewById(id, now),
  });

  const loadOwned = async (principal: ManagingPrincipal, id: string, includePending = false) => {
    const row = isUuid(id)
      ? await repository.findById(id, ownerOf(principal), { includePending })
      : undefined;
    if (!row) throw notFoundError('file');
    return row;
  };

  /**
   * Deletes a row's object (and open multipart upload), then the row, then gives its bytes back.
   * A storage failure other than "not found" keeps the record (api.md §4.10).
   */
  const deleteShareAndObject = async (row: FileSharesTable): Promise<boolean> => {
    const resolved = await storage.findStorage(row.storage_config_id);
    if (resolved) {
      try {
        if (row.upload_id) await resolved.driver.abortMultipartUpload(row.storage_key, row.upload_id);
        await resolved.driver.delete(row.storage_key);
      } catch (error) {
        throw storageFailure(error, 'delete share object');
      }
    }
    const deleted = await repository.deleteShare(row.id);
    if (deleted) {
      const bytes = row.state === 'pending' ? Number(row.reserved_bytes) : Number(row.size);
      await storage.releaseCapacity(row.storage_config_id, bytes);
      await storage.recordWrite(row.storage_config_id);
    }
    return deleted;
  };

  /** Best-effort removal of an object written by a failed upload. */
  const discardObject = async (driver: StorageDriver, key: string) => {
    try {
      await driver.delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, 'could not delete the object of a failed upload');
    }
  };

  /** A pending row that reserves the slug while the bytes arrive (and is swept if the process dies). */
  const insertPending = (input: {
    principal: ManagingPrincipal;
    configId: string;
    slug: string | undefined;
    filename: string;
    mimetype: string;
    path: string;
    key: string;
    size: number;
    reservedBytes: number;
    now: Date;
  }) =>
    claimSlug(input.slug, async (slug) => {
      const nowText = toIsoTimestamp(input.now);
      const row: FileSharesTable = {
        id: generateId(),
        state: 'pending',
        slug,
        filename: input.filename,
        mimetype: input.mimetype,
        size: input.size,
        reserved_bytes: input.reservedBytes,
        etag: null,
        path: input.path,
        storage_config_id: input.configId,
        storage_key: input.key,
        remark: null,
        password_hash: null,
        password_version: 1,
        expires_at: null,
        max_views: 0,
        views: 0,
        exhausted_at: null,
        created_by: describeCreator(input.principal),
        api_key_id: input.principal.kind === 'api-key' ? input.principal.apiKey.id : null,
        upload_id: null,
        pending_expires_at: toIsoTimestamp(new Date(input.now.getTime() + PENDING_UPLOAD_TTL_MS)),
        created_at: nowText,
        updated_at: nowText,
      };
      await repository.insertShare(row);
      return row;
    });

  const service: FilesService = {
    async assertDeclaredUploadSize(declaredBytes) {
      if (declaredBytes === undefined) return;
      const maxBytes = await maxUploadBytes();
      if (declaredBytes > maxBytes + FORM_OVERHEAD_ALLOWANCE_BYTES) throw tooLargeUploadError(maxBytes);
    },

    async upload(principal, input) {
      const { fields, file } = input;
      const now = clock.now();
      const { config, driver } = await storage.resolveForUpload(principal, fields.s3_config_id);
      const maxBytes = await maxUploadBytes();
      const available = Math.max(0, config.totalStorageBytes - config.usedStorageBytes);
      if (
        input.declaredBytes !== undefined &&
        input.declaredBytes - FORM_OVERHEAD_ALLOWANCE_BYTES > available
      ) {
        throw insufficientStorageError(available);
      }
      const filename = sanitizeFilename(file.filename);
      const mimetype = resolveContentType(filename, fields.mimetype ?? file.mimeType);
      const path = normalizeSharePath(fields.path);
      const key = buildShareKey(config.defaultFolder, path, filename);
      const expiresAt = resolveExpiry({ expires_in: fields.expires_in }, now) ?? null;
      const passwordHash = fields.password === undefined ? null : await hashPassword(fields.password);
      const pending = await insertPending({
        principal,
        configId: config.id,
        slug: fields.slug,
        filename,
        mimetype,
        path,
        key,
        size: 0,
        reservedBytes: 0,
        now,
      });

      const meter = new UploadMeter({ maxBytes, capacityBytes: available, idleTimeoutMs });
      let streamError: unknown = null;
      const body = pipeline(file.stream, meter, (error) => {
        if (error) streamError = error;
      });
      let reservedBytes = 0;
      let isStored = false;
      try {
        const put = await driver.putStream(key, body, { contentType: mimetype });
        isStored = true;
        await input.formDone;
        await storage.reserveCapacity(config.id, put.size);
        reservedBytes = put.size;
        const committed = await repository.commitPending(
          pending.id,
          {
            size: put.size,
            etag: put.etag,
            remark: fields.remark ?? null,
            password_hash: passwordHash,
            expires_at: expiresAt,
            max_views: fields.max_views ?? 0,
            mimetype,
          },
          now,
        );
        if (!committed) throw notFoundError('upload');
        await storage.recordWrite(config.id);
        return await toDetails(committed, input.baseUrl, now);
      } catch (error) {
        file.stream.resume();
        // Nothing may stay behind: not the object (if it was written), not the record, not the bytes.
        if (isStored || !(error instanceof StorageError && error.kind === 'invalid_key')) {
          await discardObject(driver, key);
        }
        await repository.deleteShare(pending.id);
        if (reservedBytes > 0) await storage.releaseCapacity(config.id, reservedBytes);
        const cause = streamError ?? error;
        if (cause instanceof UploadLimitError) throw uploadLimitToAppError(cause);
        if (meter.bytes > maxBytes) throw tooLargeUploadError(maxBytes);
        if (cause instanceof AppError) throw cause;
        if (error instanceof AppError) throw error;
        // A malformed or cut-off form: the parser's 400 is on the file stream, behind busboy's own error.
        if (file.stream.errored instanceof AppError) throw file.stream.errored;
        throw storageFailure(error, 'upload');
      }
    },

    async presign(principal, body, baseUrl) {
      const now = clock.now();
      const { config, driver } = await storage.resolveForUpload(principal, body.s3_config_id);
      const maxBytes = await maxUploadBytes();
      if (body.size > maxBytes) throw tooLargeUploadError(maxBytes);
      const filename = sanitizeFilename(body.filename);
      const mimetype = resolveContentType(filename, body.mimetype);
      const path = normalizeSharePath(body.path);
      const key = buildShareKey(config.defaultFolder, path, filename);
      await storage.reserveCapacity(config.id, body.size);
      let row: FileSharesTable;
      try {
        row = await insertPending({
          principal,
          configId: config.id,
          slug: body.slug,
          filename,
          mimetype,
          path,
          key,
          size: body.size,
          reservedBytes: body.size,
          now,
        });
      } catch (error) {
        await storage.releaseCapacity(config.id, body.size);
        throw error;
      }
      try {
        const uploadUrl = await driver.presignPut(key, {
          baseUrl,
          expiresInSeconds: PRESIGNED_UPLOAD_TTL_SECONDS,
          contentType: mimetype,
          contentLength: body.size,
        });
        const uploadHeaders: Record<string, string> = { 'Content-Type': mimetype };
        if (config.providerType === 'b2') uploadHeaders['X-Bz-Content-Sha1'] = 'do_not_verify';
        return {
          file_id: row.id,
          upload_url: uploadUrl,
          upload_headers: uploadHeaders,
          storage_path: key,
          s3_url: driver.describeObjectUrl(key),
          slug: row.slug,
          provider_type: config.providerType,
          contentType: mimetype,
          expires_at: toIsoTimestamp(new Date(now.getTime() + PRESIGNED_UPLOAD_TTL_SECONDS * 1000)),
        };
      } catch (error) {
        await repository.deleteShare(row.id);
        await storage.releaseCapacity(config.id, body.size);
        throw storageFailure(error, 'presign');
      }
    },

    async commit(principal, body, baseUrl) {
      const now = clock.now();
      const row = isUuid(body.file_id)
        ? await repository.findById(body.file_id, describeCreator(principal), { includePending: true })
        : undefined;
      if (
        !row ||
        row.state !== 'pending' ||
        (row.pending_expires_at !== null && row.pending_expires_at <= toIsoTimestamp(now))
      ) {
        throw notFoundError('pending upload');
      }
      const resolved = await storage.findStorage(row.storage_config_id);
      if (!resolved) throw notFoundError('pending upload');
      const { driver } = resolved;
      let head;
      try {
        head = await driver.head(row.storage_key);
      } catch (error) {
        throw storageFailure(error, 'head');
      }
      if (!head) throw validationError('file_id', 'the uploaded object was not found in storage');

      const reserved = Number(row.reserved_bytes);
      const rejectUpload = async (error: AppError): Promise<never> => {
        await discardObject(driver, row.storage_key);
        if (await repository.deleteShare(row.id))
          await storage.releaseCapacity(row.storage_config_id, reserved);
        throw error;
      };
      const maxBytes = await maxUploadBytes();
      if (head.size > maxBytes) return rejectUpload(tooLargeUploadError(maxBytes));
      if (head.size !== Number(row.size)) {
        return rejectUpload(validationError('size', 'the uploaded object does not have the declared size'));
      }
      if (body.size !== undefined && body.size !== head.size) {
        return rejectUpload(validationError('size', 'size does not match the uploaded object'));
      }
      if (body.etag !== undefined && normalizeEtag(body.etag) !== normalizeEtag(head.etag)) {
        throw validationError('etag', 'etag does not match the uploaded object');
      }
      if (head.size > reserved) {
        try {
          await storage.reserveCapacity(row.storage_config_id, head.size - reserved);
        } catch (error) {
          return rejectUpload(error as AppError);
        }
      }
      const passwordHash = body.password === undefined ? null : await hashPassword(body.password);
      const committed = await repository.commitPending(
        row.id,
        {
          size: head.size,
          etag: head.etag,
          remark: body.remark ?? null,
          password_hash: passwordHash,
          expires_at: resolveExpiry({ expires_in: body.expires_in }, now) ?? null,
          max_views: body.max_views ?? 0,
          mimetype: row.mimetype,
        },
        now,
      );
      if (!committed) {
        if (head.size > reserved) await storage.releaseCapacity(row.storage_config_id, head.size - reserved);
        throw notFoundError('pending upload');
      }
      if (head.size < reserved) await storage.releaseCapacity(row.storage_config_id, reserved - head.size);
      await storage.recordWrite(row.storage_config_id);
      return toDetails(committed, baseUrl, now);
    },

    async list(principal, page, search) {
      const now = clock.now();
      const { rows, total } = await repository.listShares(ownerOf(principal), page, search);
      const drivers = new Map<string, StorageDriver | null>();
      for (const row of rows) {
        if (!drivers.has(row.storage_config_id)) {
          drivers.set(
            row.storage_config_id,
            (await storage.findStorage(row.storage_config_id))?.driver ?? null,
          );
        }
      }
      return buildPage(
        rows.map((row) => toDto(row, drivers.get(row.storage_config_id) ?? null, now)),
        total,
        page,
      );
    },

    async get(principal, id, baseUrl) {
      return toDetails(await loadOwned(principal, id), baseUrl, clock.now());
    },

    async update(principal, id, body, baseUrl) {
      const existing = await loadOwned(principal, id);
      const now = clock.now();
      const changes: FileShareChanges = {};
      if (body.remark !== undefined) changes.remark = body.remark;
      const expiresAt = resolveExpiry(body, now);
      if (expiresAt !== undefined) changes.expires_at = expiresAt;
      if (body.max_views !== undefined) {
        changes.max_views = body.max_views;
        changes.views = 0;
        changes.exhausted_at = null;
      }
      const password = await resolvePasswordChange(body, existing);
      Object.assign(changes, password.changes);
      const { bumpPasswordVersion } = password;
      const owner = ownerOf(principal);
      const apply = (slugChange: FileShareChanges) =>
        repository.updateShare(id, owner, { ...changes, ...slugChange }, { now, bumpPasswordVersion });
      const updated =
        body.slug === undefined || body.slug === existing.slug
          ? await apply({})
          : await claimSlug(body.slug === '' ? undefined : body.slug, (slug) => apply({ slug }));
      if (!updated) throw notFoundError('file');
      return toDetails(updated, baseUrl, now);
    },

    async remove(principal, id) {
      const row = await loadOwned(principal, id, true);
      if (!(await deleteShareAndObject(row))) throw notFoundError('file');
    },

    async removeMany(principal, ids) {
      const unique = [...new Set(ids)];
      const notFound: string[] = [];
      let deletedCount = 0;
      for (const id of unique) {
        const row = isUuid(id)
          ? await repository.findById(id, ownerOf(principal), { includePending: true })
          : undefined;
        if (row && (await deleteShareAndObject(row))) deletedCount += 1;
        else notFound.push(id);
      }
      return { deleted_count: deletedCount, not_found: notFound };
    },

    async clearExpired() {
      let deleted = 0;
      for (;;) {
        const rows = await repository.listExpiredOrExhausted(clock.now(), SWEEP_BATCH_SIZE);
        if (rows.length === 0) break;
        for (const row of rows) if (await deleteShareAndObject(row)) deleted += 1;
        if (rows.length < SWEEP_BATCH_SIZE) break;
      }
      return { deleted_count: deleted };
    },

    async view(principal, slug, context) {
      const result = await views.view(slug, clock.now(), context.isHead);
      if ('metadataOnly' in result) return toPublicMetadata(result.metadataOnly, principal);
      return toUnlockedView(result.counted, principal, context.baseUrl);
    },

    async verify(principal, slug, password, context) {
      const counted = await views.unlock(slug, password, context.clientIp, clock.now());
      return toUnlockedView(counted, principal, context.baseUrl);
    },

    async openContent(slug, request) {
      const payload = request.token ? shareTokens.verify(request.token, 'file') : null;
      if (!payload) throw accessTokenInvalid();
      const row = await repository.findCommittedBySlug(slug);
      if (!row) throw notFoundError('file');
      if (!tokenFitsShare(payload, row)) throw accessTokenInvalid();
      // A valid token outlives exhaustion (its view was counted), but not expiry (api.md §4.3).
      if (isShareExpired(row, clock.now())) throw shareGoneError('expired');
      const resolved = await storage.findStorage(row.storage_config_id);
      if (!resolved) throw notFoundError('file');
      const { driver } = resolved;
      try {
        const object = await driver.head(row.storage_key);
        if (!object) throw notFoundError('file');
        return await buildByteResponse({
          method: request.method,
          rangeHeader: request.rangeHeader,
          object,
          open: (range) => driver.getStream(row.storage_key, { range }),
          contentType: row.mimetype,
          disposition: request.mode === 'download' ? 'attachment' : 'inline',
          filename: row.filename,
        });
      } catch (error) {
        throw storageFailure(error, 'read share object');
      }
    },

    isPendingUploadTarget: (target) => repository.hasLivePendingUpload(target, clock.now()),

    async sweep() {
      /** Deletes batch after batch until a batch makes no progress (failures are logged and retried next hour). */
      const drain = async (load: () => Promise<FileSharesTable[]>, what: string) => {
        let total = 0;
        for (;;) {
          const rows = await load();
          let progress = 0;
          for (const row of rows) {
            try {
              if (await deleteShareAndObject(row)) progress += 1;
            } catch (error) {
              logger.warn({ err: error, file_id: row.id }, `could not delete ${what}`);
            }
          }
          total += progress;
          if (rows.length < SWEEP_BATCH_SIZE || progress === 0) return total;
        }
      };
      const pending = await drain(
        () => repository.listExpiredPending(clock.now(), SWEEP_BATCH_SIZE),
        'an abandoned upload',
      );
      const shares = await drain(
        () => repository.listExpiredOrExhausted(clock.now(), SWEEP_BATCH_SIZE, SHARE_CLEANUP_GRACE_MS),
        'an expired file share',
      );
      return { pending, shares };
    },
  };
  return service;
}
