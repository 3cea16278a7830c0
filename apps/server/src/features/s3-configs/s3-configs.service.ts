import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  checkS3ConfigFields,
  DEFAULT_LOCAL_BUCKET_NAME,
  DEFAULT_LOCAL_CONFIG_NAME,
  DEFAULT_STORAGE_REGION,
  defaultCapacityBytes,
  PRESIGNED_UPLOAD_TTL_SECONDS,
  S3_CONFIG_TEST_LIST_LIMIT,
  type CreateS3ConfigBody,
  type PublicS3ConfigDto,
  type S3ConfigDto,
  type S3ConfigFields,
  type S3ConfigTestPart,
  type S3ConfigTestResultDto,
  type StorageProviderType,
  type UpdateS3ConfigBody,
} from '@satchel/shared';
import { isUniqueViolation } from '../../db/db-errors.js';
import { fromIntegerFlag, toIntegerFlag, toIsoTimestamp, type StorageConfigsTable } from '../../db/schema.js';
import { AppError, notFoundError, validationError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Keyring } from '../../lib/crypto.js';
import { generateId, isUuid } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import type { AdminPrincipal, ApiKeyPrincipal } from '../../lib/principal.js';
import { normalizeVirtualPath } from '../../vfs/path.js';
import type { StorageDriver } from '../../storage/storage-driver.js';
import type { StorageRegistry } from '../../storage/storage-registry.js';
import type { S3ConfigsRepository, StorageConfigChanges } from './s3-configs.repository.js';

/** A stored config as other features use it: no secret, numbers as numbers. */
export interface StorageConfigRecord {
  id: string;
  name: string;
  providerType: StorageProviderType;
  bucketName: string;
  /** Without leading or trailing `/`; `''` = bucket root. */
  defaultFolder: string;
  isPublic: boolean;
  isDefault: boolean;
  totalStorageBytes: number;
  usedStorageBytes: number;
}

/** A config together with the driver that reaches its storage. */
export interface ResolvedStorage {
  config: StorageConfigRecord;
  driver: StorageDriver;
}

export interface S3ConfigsService {
  /** `GET /s3-configs`: every config for the admin; `is_public` ones (reduced shape) for a key. */
  list(principal: AdminPrincipal | ApiKeyPrincipal): Promise<S3ConfigDto[] | PublicS3ConfigDto[]>;
  /** `GET /s3-configs/{id}`. Throws 404 for unknown ids and, for keys, non-public configs. */
  get(principal: AdminPrincipal | ApiKeyPrincipal, id: string): Promise<S3ConfigDto | PublicS3ConfigDto>;
  /** `POST /s3-configs`. Throws 400. The first config becomes the default. */
  create(principal: AdminPrincipal, body: CreateS3ConfigBody): Promise<S3ConfigDto>;
  /** `PUT /s3-configs/{id}` (partial). Throws 400, 404. */
  update(principal: AdminPrincipal, id: string, body: UpdateS3ConfigBody): Promise<S3ConfigDto>;
  /** `DELETE /s3-configs/{id}`. Throws 404, 409 CONFIG_IN_USE. */
  remove(principal: AdminPrincipal, id: string): Promise<void>;
  /** `PUT /s3-configs/{id}/set-default`. Throws 404. */
  setDefault(principal: AdminPrincipal, id: string): Promise<void>;
  /** `POST /s3-configs/{id}/test`: read, write and CORS checks; never throws for a failed check. */
  test(
    principal: AdminPrincipal,
    id: string,
    context: { origin: string; baseUrl: string },
  ): Promise<S3ConfigTestResultDto>;

  /**
   * The config an upload goes to (api.md §3.4): `configId`, else the default. Keys may only use
   * `is_public` configs (403 FORBIDDEN); without an id and with a non-public default a key gets 400.
   * Unknown id: 404.
   */
  resolveForUpload(
    principal: AdminPrincipal | ApiKeyPrincipal,
    configId: string | undefined,
  ): Promise<ResolvedStorage>;
  /** Any config by id (serving and deleting shares); null when it no longer exists. */
  findStorage(configId: string): Promise<ResolvedStorage | null>;
  /**
   * Reserves `bytes` of capacity (api.md §4.6). Throws 413 INSUFFICIENT_STORAGE (`reason: capacity`,
   * `limit_bytes` = what was still free) when it does not fit.
   */
  reserveCapacity(configId: string, bytes: number): Promise<void>;
  /** Gives reserved or used bytes back (delete, failed upload). */
  releaseCapacity(configId: string, bytes: number): Promise<void>;
  /** Records a write through the server (last_used, listing-cache generation). */
  recordWrite(configId: string): Promise<void>;
  /** Bytes still free right now (a hint for early refusals; `reserveCapacity` is the judge). */
  availableBytes(configId: string): Promise<number>;
  /** Creates the `local` default config on a fresh install (api.md §3.5); no-op otherwise. */
  ensureDefaultConfig(): Promise<void>;
  /** Registers a check that refuses deleting a config still used elsewhere (mounts). */
  addUsageCheck(check: (configId: string) => Promise<boolean>): void;
}

/** 413 INSUFFICIENT_STORAGE with the bytes that were still free (api.md §4.6). */
export function insufficientStorageError(availableBytes: number): AppError {
  return new AppError('INSUFFICIENT_STORAGE', 'not enough storage space left for this file', {
    reason: 'capacity',
    limit_bytes: Math.max(0, availableBytes),
  });
}

/** `/a//b/` → `a/b`; `''` for the root. Throws 400 PATH_ESCAPE like every virtual path. */
export function normalizeDefaultFolder(value: string): string {
  return normalizeVirtualPath(value, 'default_folder').slice(1);
}

function toRecord(row: StorageConfigsTable): StorageConfigRecord {
  return {
    id: row.id,
    name: row.name,
    providerType: row.provider_type as StorageProviderType,
    bucketName: row.bucket_name,
    defaultFolder: row.default_folder,
    isPublic: fromIntegerFlag(row.is_public),
    isDefault: fromIntegerFlag(row.is_default),
    totalStorageBytes: Number(row.total_storage_bytes),
    usedStorageBytes: Number(row.used_storage_bytes),
  };
}

/** The one place a row becomes an admin response: never the secret (api.md §3.5). */
function toAdminDto(row: StorageConfigsTable): S3ConfigDto {
  return {
    id: row.id,
    name: row.name,
    provider_type: row.provider_type as StorageProviderType,
    endpoint_url: row.endpoint_url,
    bucket_name: row.bucket_name,
    region: row.region,
    access_key_id: row.access_key_id,
    path_style: fromIntegerFlag(row.path_style),
    default_folder: row.default_folder,
    is_public: fromIntegerFlag(row.is_public),
    is_default: fromIntegerFlag(row.is_default),
    total_storage_bytes: Number(row.total_storage_bytes),
    used_storage_bytes: Number(row.used_storage_bytes),
    created_at: row.created_at,
    updated_at: row.updated_at,
    last_used: row.last_used,
  };
}

/** What a `file` key sees of a public config. */
function toPublicDto(row: StorageConfigsTable): PublicS3ConfigDto {
  return {
    id: row.id,
    name: row.name,
    provider_type: row.provider_type as StorageProviderType,
    is_default: fromIntegerFlag(row.is_default),
    default_folder: row.default_folder,
    total_storage_bytes: Number(row.total_storage_bytes),
    used_storage_bytes: Number(row.used_storage_bytes),
  };
}

function fieldsOf(row: StorageConfigsTable): S3ConfigFields {
  return {
    name: row.name,
    provider_type: row.provider_type as StorageProviderType,
    endpoint_url: row.endpoint_url,
    bucket_name: row.bucket_name,
    region: row.region,
    access_key_id: row.access_key_id,
    has_secret: row.secret_access_key_encrypted !== null,
    path_style: fromIntegerFlag(row.path_style),
    default_folder: row.default_folder,
    is_public: fromIntegerFlag(row.is_public),
    total_storage_bytes: Number(row.total_storage_bytes),
  };
}

function assertFields(fields: S3ConfigFields): void {
  const problem = checkS3ConfigFields(fields);
  if (problem) throw validationError(problem.field, problem.message);
}

const TEST_TIMEOUT_MS = 10_000;

function describeFailure(error: unknown): string {
  // Storage error text is shown to the admin only, never to the public (api.md §1.2).
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const name = (cause as { name?: string })?.name;
  const message = cause instanceof Error ? cause.message : String(cause);
  return name && name !== 'Error' ? `${name}: ${message}` : message;
}

export function createS3ConfigsService(deps: {
  repository: S3ConfigsRepository;
  registry: StorageRegistry;
  keyring: Keyring;
  clock: Clock;
  logger: Logger;
}): S3ConfigsService {
  const { repository, registry, keyring, clock, logger } = deps;
  const usageChecks: Array<(configId: string) => Promise<boolean>> = [];

  const driverFor = (row: StorageConfigsTable): StorageDriver => {
    let secret: string | null = null;
    if (row.secret_access_key_encrypted) {
      try {
        secret = keyring.decrypt('storageSecretEncryption', row.secret_access_key_encrypted);
      } catch {
        logger.warn(
          { s3_config_id: row.id },
          'storage secret cannot be decrypted with the current server secret',
        );
      }
    }
    return registry.driverFor({
      id: row.id,
      providerType: row.provider_type as StorageProviderType,
      endpointUrl: row.endpoint_url,
      bucket: row.bucket_name,
      region: row.region,
      accessKeyId: row.access_key_id,
      secretAccessKey: secret,
      pathStyle: fromIntegerFlag(row.path_style),
      version: row.updated_at,
    });
  };

  const findRow = async (id: string) => {
    if (!isUuid(id)) return undefined;
    return repository.findConfigById(id);
  };

  const requireRow = async (id: string) => {
    const row = await findRow(id);
    if (!row) throw notFoundError('storage config');
    return row;
  };

  const runPart = async (
    action: () => Promise<{ message: string; details: Record<string, unknown> | null }>,
  ) => {
    try {
      const { message, details } = await action();
      return { success: true, message, details } satisfies S3ConfigTestPart;
    } catch (error) {
      const details = (error as { details?: Record<string, unknown> }).details ?? null;
      return { success: false, message: describeFailure(error), details } satisfies S3ConfigTestPart;
    }
  };

  const service: S3ConfigsService = {
    async list(principal) {
      const rows = await repository.listConfigs();
      if (principal.kind === 'admin') return rows.map(toAdminDto);
      return rows.filter((row) => fromIntegerFlag(row.is_public)).map(toPublicDto);
    },

    async get(principal, id) {
      const row = await requireRow(id);
      if (principal.kind === 'admin') return toAdminDto(row);
      if (!fromIntegerFlag(row.is_public)) throw notFoundError('storage config');
      return toPublicDto(row);
    },

    async create(_principal, body) {
      const now = toIsoTimestamp(clock.now());
      const provider = body.provider_type;
      const isLocal = provider === 'local';
      const secret = !isLocal && body.secret_access_key ? body.secret_access_key : null;
      const row: StorageConfigsTable = {
        id: generateId(),
        name: body.name,
        provider_type: provider,
        endpoint_url: isLocal ? null : (body.endpoint_url ?? null),
        bucket_name: body.bucket_name,
        region: body.region ?? DEFAULT_STORAGE_REGION,
        access_key_id: isLocal ? null : (body.access_key_id ?? null),
        secret_access_key_encrypted: secret ? keyring.encrypt('storageSecretEncryption', secret) : null,
        path_style: toIntegerFlag(body.path_style),
        default_folder: normalizeDefaultFolder(body.default_folder ?? ''),
        is_public: toIntegerFlag(body.is_public),
        is_default: 0,
        total_storage_bytes: body.total_storage_bytes ?? defaultCapacityBytes(provider),
        used_storage_bytes: 0,
        generation: 0,
        last_used: null,
        created_at: now,
        updated_at: now,
      };
      assertFields(fieldsOf(row));
      return toAdminDto(await repository.insertConfig(row));
    },

    async update(_principal, id, body) {
      const existing = await requireRow(id);
      const changes: StorageConfigChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.provider_type !== undefined) changes.provider_type = body.provider_type;
      if (body.endpoint_url !== undefined) changes.endpoint_url = body.endpoint_url;
      if (body.bucket_name !== undefined) changes.bucket_name = body.bucket_name;
      if (body.region !== undefined) changes.region = body.region;
      if (body.access_key_id !== undefined) changes.access_key_id = body.access_key_id;
      // Write-only: only a non-empty value replaces the stored secret (api.md §3.5).
      if (body.secret_access_key) {
        changes.secret_access_key_encrypted = keyring.encrypt(
          'storageSecretEncryption',
          body.secret_access_key,
        );
      }
      if (body.path_style !== undefined) changes.path_style = toIntegerFlag(body.path_style);
      if (body.default_folder !== undefined)
        changes.default_folder = normalizeDefaultFolder(body.default_folder);
      if (body.is_public !== undefined) changes.is_public = toIntegerFlag(body.is_public);
      if (body.total_storage_bytes !== undefined) {
        const provider = (changes.provider_type ?? existing.provider_type) as StorageProviderType;
        changes.total_storage_bytes = body.total_storage_bytes ?? defaultCapacityBytes(provider);
      }
      const merged = { ...existing, ...changes };
      assertFields(fieldsOf(merged));
      // A new endpoint or bucket means other objects: cached listings of its mounts are stale (§4.8).
      const movesStorage =
        merged.endpoint_url !== existing.endpoint_url ||
        merged.bucket_name !== existing.bucket_name ||
        merged.provider_type !== existing.provider_type;
      // updated_at is the driver's version: make sure it changes even within one millisecond.
      let now = clock.now();
      if (toIsoTimestamp(now) <= existing.updated_at)
        now = new Date(new Date(existing.updated_at).getTime() + 1);
      const updated = await repository.updateConfig(id, changes, now, { bumpGeneration: movesStorage });
      if (!updated) throw notFoundError('storage config');
      return toAdminDto(updated);
    },

    async remove(_principal, id) {
      await requireRow(id);
      if (await repository.isUsedByFileShares(id)) {
        throw new AppError('CONFIG_IN_USE', 'this storage config is still used by file shares');
      }
      for (const check of usageChecks) {
        if (await check(id))
          throw new AppError('CONFIG_IN_USE', 'this storage config is still used by a mount');
      }
      try {
        if (!(await repository.deleteConfig(id))) throw notFoundError('storage config');
      } catch (error) {
        // A share created meanwhile: the foreign key refuses the delete.
        if (error instanceof AppError) throw error;
        if (await repository.isUsedByFileShares(id)) {
          throw new AppError('CONFIG_IN_USE', 'this storage config is still used by file shares');
        }
        throw error;
      }
      registry.evict(id);
    },

    async setDefault(_principal, id) {
      if (!isUuid(id) || !(await repository.setDefault(id, clock.now())))
        throw notFoundError('storage config');
    },

    async test(_principal, id, { origin, baseUrl }) {
      const row = await requireRow(id);
      const driver = driverFor(row);
      const folder = row.default_folder;
      const prefix = folder === '' ? '' : `${folder}/`;
      const probeKey = `${prefix}.satchel-test-${randomBytes(6).toString('hex')}.txt`;

      const read = await runPart(async () => {
        const listing = await driver.list({ prefix, limit: S3_CONFIG_TEST_LIST_LIMIT });
        const keys = [...listing.prefixes, ...listing.objects.map((item) => item.key)].slice(
          0,
          S3_CONFIG_TEST_LIST_LIMIT,
        );
        return { message: `listed ${keys.length} key(s)`, details: { keys } };
      });
      const write = await runPart(async () => {
        const body = Buffer.from('satchel storage test\n');
        const put = await driver.putStream(probeKey, Readable.from([body]), {
          contentType: 'text/plain',
          contentLength: body.length,
        });
        await driver.delete(probeKey);
        return { message: 'wrote and deleted a test object', details: { key: probeKey, etag: put.etag } };
      });
      let cors: S3ConfigTestPart;
      if (row.provider_type === 'local') {
        cors = {
          success: true,
          message: 'skipped: local storage is served by this server',
          details: { skipped: true },
        };
      } else {
        cors = await runPart(async () => {
          const url = await driver.presignPut(probeKey, {
            baseUrl,
            expiresInSeconds: PRESIGNED_UPLOAD_TTL_SECONDS,
            contentType: 'text/plain',
          });
          const response = await fetch(url, {
            method: 'OPTIONS',
            headers: {
              Origin: origin,
              'Access-Control-Request-Method': 'PUT',
              'Access-Control-Request-Headers': 'content-type',
            },
            signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
          });
          const allowOrigin = response.headers.get('access-control-allow-origin');
          const allowMethods = response.headers.get('access-control-allow-methods') ?? '';
          const details = {
            origin,
            status: response.status,
            allow_origin: allowOrigin,
            allow_methods: allowMethods,
          };
          const isAllowed =
            response.ok && (allowOrigin === '*' || allowOrigin === origin) && /\bPUT\b/i.test(allowMethods);
          if (!isAllowed) {
            throw Object.assign(new Error(`the bucket does not allow browser uploads from ${origin}`), {
              details,
            });
          }
          return { message: `browser uploads from ${origin} are allowed`, details };
        });
      }
      const success = read.success && write.success;
      return {
        success,
        message: success ? 'storage test passed' : 'storage test failed',
        result: { read, write, cors },
      };
    },

    async resolveForUpload(principal, configId) {
      let row: StorageConfigsTable | undefined;
      if (configId === undefined) {
        row = await repository.findDefaultConfig();
        if (!row) throw validationError('s3_config_id', 'no default storage config; choose one');
        if (principal.kind === 'api-key' && !fromIntegerFlag(row.is_public)) {
          throw validationError(
            's3_config_id',
            'the default storage config is not public; choose a public one',
          );
        }
      } else {
        row = await requireRow(configId);
        if (principal.kind === 'api-key' && !fromIntegerFlag(row.is_public)) {
          throw new AppError('FORBIDDEN', 'API keys may only use public storage configs');
        }
      }
      return { config: toRecord(row), driver: driverFor(row) };
    },

    async findStorage(configId) {
      const row = await findRow(configId);
      return row ? { config: toRecord(row), driver: driverFor(row) } : null;
    },

    async reserveCapacity(configId, bytes) {
      if (await repository.reserveBytes(configId, bytes)) return;
      throw insufficientStorageError(await service.availableBytes(configId));
    },

    releaseCapacity: (configId, bytes) => repository.releaseBytes(configId, bytes),

    recordWrite: (configId) => repository.recordWrite(configId, clock.now()),

    async availableBytes(configId) {
      const row = await findRow(configId);
      if (!row) return 0;
      return Math.max(0, Number(row.total_storage_bytes) - Number(row.used_storage_bytes));
    },

    async ensureDefaultConfig() {
      if ((await repository.listConfigs()).length > 0) return;
      const now = toIsoTimestamp(clock.now());
      const insert = repository.insertConfig({
        id: generateId(),
        name: DEFAULT_LOCAL_CONFIG_NAME,
        provider_type: 'local',
        endpoint_url: null,
        bucket_name: DEFAULT_LOCAL_BUCKET_NAME,
        region: DEFAULT_STORAGE_REGION,
        access_key_id: null,
        secret_access_key_encrypted: null,
        path_style: 0,
        default_folder: '',
        is_public: 0,
        is_default: 1,
        total_storage_bytes: defaultCapacityBytes('local'),
        used_storage_bytes: 0,
        generation: 0,
        last_used: null,
        created_at: now,
        updated_at: now,
      });
      try {
        await insert;
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (!isUniqueViolation(error)) throw error;
      }
    },

    addUsageCheck(check) {
      usageChecks.push(check);
    },
  };
  return service;
}
