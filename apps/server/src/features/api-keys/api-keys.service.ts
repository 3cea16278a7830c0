import {
  API_KEY_DEFAULT_BASIC_PATH,
  API_KEY_DEFAULT_TTL_MS,
  API_KEY_GENERATED_LENGTH,
  API_KEY_MASK_SUFFIX,
  API_KEY_MASK_VISIBLE_CHARS,
  type ApiKeyDto,
  type CreateApiKeyBody,
  type UpdateApiKeyBody,
} from '@satchel/shared';
import { API_KEY_LAST_USED_RESOLUTION_MS } from '../../config/constants.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { fromIntegerFlag, toIntegerFlag, toIsoTimestamp, type ApiKeysTable } from '../../db/schema.js';
import { AppError, notFoundError, validationError } from '../../lib/app-error.js';
import { addMilliseconds, type Clock } from '../../lib/clock.js';
import type { Keyring } from '../../lib/crypto.js';
import { generateId, isUuid } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import type { AdminPrincipal, ApiKeyIdentity, ApiKeyPrincipal } from '../../lib/principal.js';
import { generateRandomString } from '../../lib/random.js';
import { normalizeVirtualPath } from '../../vfs/path.js';
import type { ApiKeyChanges, ApiKeysRepository } from './api-keys.repository.js';

export interface ApiKeysService {
  /** `GET /admin/api-keys`: newest first, expired keys included with `is_expired`. */
  list(principal: AdminPrincipal): Promise<ApiKeyDto[]>;
  /**
   * `POST /admin/api-keys`. Throws 400 VALIDATION_FAILED (past `expires_at`), 400 PATH_ESCAPE
   * (`basic_path`), 409 NAME_TAKEN, 409 KEY_TAKEN (custom key).
   */
  create(principal: AdminPrincipal, body: CreateApiKeyBody): Promise<ApiKeyDto>;
  /** `PUT /admin/api-keys/{id}`. Throws 404 NOT_FOUND, 400, 409 NAME_TAKEN. Takes effect at once. */
  update(principal: AdminPrincipal, id: string, body: UpdateApiKeyBody): Promise<ApiKeyDto>;
  /** `DELETE /admin/api-keys/{id}`. Throws 404 NOT_FOUND. Takes effect at once. */
  remove(principal: AdminPrincipal, id: string): Promise<void>;
  /**
   * Credential lookup for http/principal.ts: the key's current row (flags re-read on every request),
   * or null when unknown or expired. Records `last_used` at most once a minute per key.
   */
  findApiKeyByValue(key: string): Promise<ApiKeyPrincipal | null>;
}

function isExpired(row: Pick<ApiKeysTable, 'expires_at'>, now: Date): boolean {
  return row.expires_at !== null && row.expires_at <= toIsoTimestamp(now);
}

/** `abcdef...`: enough to recognise a key, not enough to use it. */
export function maskApiKey(key: string): string {
  return key.slice(0, API_KEY_MASK_VISIBLE_CHARS) + API_KEY_MASK_SUFFIX;
}

/** The key's identity for permission checks; the digest and ciphertext stay behind. */
function toApiKeyIdentity(row: ApiKeysTable): ApiKeyIdentity {
  return {
    id: row.id,
    name: row.name,
    permissions: {
      text: fromIntegerFlag(row.text_permission),
      file: fromIntegerFlag(row.file_permission),
      mount: fromIntegerFlag(row.mount_permission),
    },
    basicPath: row.basic_path,
    expiresAt: row.expires_at,
    credentialVersion: row.credential_version,
  };
}

/**
 * `expires_at` as stored: omitted → `fallback` (now + 1 day on create, unchanged on edit);
 * null/"never" → never; a time → it must lie in the future.
 */
function resolveExpiresAt(value: Date | null | undefined, now: Date, fallback: string | null): string | null {
  if (value === undefined) return fallback;
  if (value === null) return null;
  if (value.getTime() <= now.getTime())
    throw validationError('expires_at', 'expires_at must be in the future');
  return toIsoTimestamp(value);
}

export function createApiKeysService(deps: {
  repository: ApiKeysRepository;
  keyring: Keyring;
  clock: Clock;
  logger: Logger;
}): ApiKeysService {
  const { repository, keyring, clock, logger } = deps;
  const digestKey = (key: string) => keyring.digest('apiKeyDigest', key);

  /** The one place a row becomes a response: no digest, no ciphertext. */
  const toApiKeyDto = (row: ApiKeysTable, now: Date): ApiKeyDto => {
    let key = '';
    try {
      key = keyring.decrypt('apiKeyEncryption', row.key_encrypted);
    } catch {
      // Only possible if the server secret changed; the key is unusable anyway, so show it blank.
      logger.warn({ api_key_id: row.id }, 'API key cannot be decrypted with the current secret');
    }
    return {
      id: row.id,
      name: row.name,
      key,
      key_masked: key ? maskApiKey(key) : '',
      text_permission: fromIntegerFlag(row.text_permission),
      file_permission: fromIntegerFlag(row.file_permission),
      mount_permission: fromIntegerFlag(row.mount_permission),
      basic_path: row.basic_path,
      expires_at: row.expires_at,
      is_expired: isExpired(row, now),
      last_used: row.last_used,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  };

  const assertNameFree = async (name: string, exceptId?: string) => {
    if (await repository.isNameTaken(name, exceptId)) {
      throw new AppError('NAME_TAKEN', `an API key named "${name}" already exists`);
    }
  };

  return {
    async list() {
      const now = clock.now();
      return (await repository.listApiKeys()).map((row) => toApiKeyDto(row, now));
    },

    async create(_principal, body) {
      const now = clock.now();
      const expiresAt = resolveExpiresAt(
        body.expires_at,
        now,
        toIsoTimestamp(addMilliseconds(now, API_KEY_DEFAULT_TTL_MS)),
      );
      const basicPath = normalizeVirtualPath(body.basic_path ?? API_KEY_DEFAULT_BASIC_PATH, 'basic_path');
      const key = body.custom_key ?? generateRandomString(API_KEY_GENERATED_LENGTH);
      const keyDigest = digestKey(key);
      await assertNameFree(body.name);
      if (await repository.isKeyDigestTaken(keyDigest)) {
        throw new AppError('KEY_TAKEN', 'this custom key is already in use');
      }
      const nowText = toIsoTimestamp(now);
      const row: ApiKeysTable = {
        id: generateId(),
        name: body.name,
        key_digest: keyDigest,
        key_encrypted: keyring.encrypt('apiKeyEncryption', key),
        text_permission: toIntegerFlag(body.text_permission),
        file_permission: toIntegerFlag(body.file_permission),
        mount_permission: toIntegerFlag(body.mount_permission),
        basic_path: basicPath,
        expires_at: expiresAt,
        credential_version: 1,
        last_used: null,
        created_at: nowText,
        updated_at: nowText,
      };
      try {
        await repository.insertApiKey(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race with a concurrent create: report the same 409 the checks above would have.
        await assertNameFree(body.name);
        throw new AppError('KEY_TAKEN', 'this custom key is already in use');
      }
      return toApiKeyDto(row, now);
    },

    async update(_principal, id, body) {
      if (!isUuid(id)) throw notFoundError('API key');
      const existing = await repository.findApiKeyById(id);
      if (!existing) throw notFoundError('API key');
      const now = clock.now();
      const changes: ApiKeyChanges = {};
      if (body.name !== undefined && body.name !== existing.name) {
        await assertNameFree(body.name, id);
        changes.name = body.name;
      }
      if (body.expires_at !== undefined)
        changes.expires_at = resolveExpiresAt(body.expires_at, now, existing.expires_at);
      if (body.text_permission !== undefined) changes.text_permission = toIntegerFlag(body.text_permission);
      if (body.file_permission !== undefined) changes.file_permission = toIntegerFlag(body.file_permission);
      if (body.mount_permission !== undefined)
        changes.mount_permission = toIntegerFlag(body.mount_permission);
      if (body.basic_path !== undefined)
        changes.basic_path = normalizeVirtualPath(body.basic_path, 'basic_path');
      let updated: ApiKeysTable | undefined;
      try {
        updated = await repository.updateApiKey(id, changes, now);
      } catch (error) {
        if (isUniqueViolation(error) && changes.name !== undefined) await assertNameFree(changes.name, id);
        throw error;
      }
      if (!updated) throw notFoundError('API key');
      return toApiKeyDto(updated, now);
    },

    async remove(_principal, id) {
      if (!isUuid(id) || !(await repository.deleteApiKey(id))) throw notFoundError('API key');
    },

    async findApiKeyByValue(key) {
      const row = await repository.findApiKeyByDigest(digestKey(key));
      const now = clock.now();
      if (!row || isExpired(row, now)) return null;
      const lastUsed = row.last_used === null ? 0 : new Date(row.last_used).getTime();
      if (now.getTime() - lastUsed >= API_KEY_LAST_USED_RESOLUTION_MS)
        await repository.touchLastUsed(row.id, now);
      return { kind: 'api-key', apiKey: toApiKeyIdentity(row) };
    },
  };
}
