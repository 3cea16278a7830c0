import { z } from 'zod';
import {
  DEFAULT_CAPACITY_BYTES,
  LARGE_DEFAULT_CAPACITY_BYTES,
  LARGE_DEFAULT_CAPACITY_PROVIDERS,
  S3_CONFIG_NAME_MAX_LENGTH,
  STORAGE_PROVIDER_TYPES,
} from '../limits.js';
import { looseBoolean } from './common.js';

/** `r2`, `b2`, `aws`, `other` or `local` (api.md §3.5). */
export type StorageProviderType = (typeof STORAGE_PROVIDER_TYPES)[number];

/** Bucket names of the `local` provider: one directory name, never `.` or `..` (api.md §3.5). */
export const LOCAL_BUCKET_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,62}$/;

/** The capacity a config gets when `total_storage_bytes` is absent or null (api.md §3.5). */
export function defaultCapacityBytes(provider: StorageProviderType): number {
  return (LARGE_DEFAULT_CAPACITY_PROVIDERS as readonly string[]).includes(provider)
    ? LARGE_DEFAULT_CAPACITY_BYTES
    : DEFAULT_CAPACITY_BYTES;
}

/** True for an absolute http(s) URL (`endpoint_url`). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Trimmed; empty, null or absent all mean "not given". */
const optionalTrimmed = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : undefined));

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(S3_CONFIG_NAME_MAX_LENGTH, `name must be at most ${S3_CONFIG_NAME_MAX_LENGTH} characters`);

const providerSchema = z.enum(STORAGE_PROVIDER_TYPES, {
  error: `provider_type must be one of ${STORAGE_PROVIDER_TYPES.join(', ')}`,
});

const capacitySchema = z
  .number({ error: 'total_storage_bytes must be a positive integer' })
  .int('total_storage_bytes must be a positive integer')
  .positive('total_storage_bytes must be a positive integer')
  .max(Number.MAX_SAFE_INTEGER, 'total_storage_bytes is too large')
  .nullable();

/** The fields of a config as the server stores them, after defaults (input to `checkS3ConfigFields`). */
export interface S3ConfigFields {
  name: string;
  provider_type: StorageProviderType;
  endpoint_url: string | null;
  bucket_name: string;
  region: string;
  access_key_id: string | null;
  /** Whether a secret is set (new or kept); the value itself never travels back. */
  has_secret: boolean;
  path_style: boolean;
  default_folder: string;
  is_public: boolean;
  total_storage_bytes: number;
}

/**
 * The cross-field rules of api.md §3.5 on a complete config (a create, or a stored config with an
 * update applied): endpoint and keys required unless `local`, the `local` bucket pattern. Returns the
 * first problem as `{ field, message }`, or null.
 */
export function checkS3ConfigFields(fields: S3ConfigFields): { field: string; message: string } | null {
  if (fields.provider_type === 'local') {
    if (!LOCAL_BUCKET_NAME_PATTERN.test(fields.bucket_name) || /^\.+$/.test(fields.bucket_name)) {
      return {
        field: 'bucket_name',
        message: 'bucket_name of a local config must be 1-63 lowercase letters, digits, ".", "_" or "-"',
      };
    }
    return null;
  }
  if (!fields.endpoint_url) return { field: 'endpoint_url', message: 'endpoint_url is required' };
  if (!isHttpUrl(fields.endpoint_url)) {
    return { field: 'endpoint_url', message: 'endpoint_url must be an absolute http(s) URL' };
  }
  if (!fields.access_key_id) return { field: 'access_key_id', message: 'access_key_id is required' };
  if (!fields.has_secret) return { field: 'secret_access_key', message: 'secret_access_key is required' };
  return null;
}

/** `POST /s3-configs` (api.md §3.5). Cross-field rules are applied with `checkS3ConfigFields`. */
export const createS3ConfigBodySchema = z.object({
  name: nameSchema,
  provider_type: providerSchema,
  endpoint_url: optionalTrimmed,
  bucket_name: z.string({ error: 'bucket_name is required' }).trim().min(1, 'bucket_name is required'),
  region: optionalTrimmed,
  access_key_id: optionalTrimmed,
  // Not trimmed: a secret is taken exactly as given.
  secret_access_key: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined),
  path_style: looseBoolean.default(false),
  default_folder: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined),
  is_public: looseBoolean.default(false),
  total_storage_bytes: capacitySchema.optional(),
});
export type CreateS3ConfigBody = z.infer<typeof createS3ConfigBodySchema>;

/** `PUT /s3-configs/{id}`: partial. `secret_access_key` replaces the stored one only when non-empty. */
export const updateS3ConfigBodySchema = z.object({
  name: nameSchema.optional(),
  provider_type: providerSchema.optional(),
  endpoint_url: optionalTrimmed,
  bucket_name: z.string().trim().min(1, 'bucket_name must not be empty').optional(),
  region: optionalTrimmed,
  access_key_id: optionalTrimmed,
  secret_access_key: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined),
  path_style: looseBoolean.optional(),
  default_folder: z
    .string()
    .nullish()
    .transform((value) => value ?? undefined),
  is_public: looseBoolean.optional(),
  total_storage_bytes: capacitySchema.optional(),
});
export type UpdateS3ConfigBody = z.infer<typeof updateS3ConfigBodySchema>;

/** S3Config as the admin sees it (api.md §3.5): every field except the secret. */
export interface S3ConfigDto {
  id: string;
  name: string;
  provider_type: StorageProviderType;
  endpoint_url: string | null;
  bucket_name: string;
  region: string;
  access_key_id: string | null;
  path_style: boolean;
  default_folder: string;
  is_public: boolean;
  is_default: boolean;
  total_storage_bytes: number;
  used_storage_bytes: number;
  created_at: string;
  updated_at: string;
  last_used: string | null;
}

/** What a `file` key sees of an `is_public` config (api.md §3.5). */
export interface PublicS3ConfigDto {
  id: string;
  name: string;
  provider_type: StorageProviderType;
  is_default: boolean;
  default_folder: string;
  total_storage_bytes: number;
  used_storage_bytes: number;
}

/** One part of `POST /s3-configs/{id}/test`. */
export interface S3ConfigTestPart {
  success: boolean;
  message: string;
  details: Record<string, unknown> | null;
}

/** `POST /s3-configs/{id}/test` (api.md §3.5): HTTP 200 even when the test fails. */
export interface S3ConfigTestResultDto {
  success: boolean;
  message: string;
  result: { read: S3ConfigTestPart; write: S3ConfigTestPart; cors: S3ConfigTestPart };
}
