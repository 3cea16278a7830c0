import { z } from 'zod';
import { FILE_EXPIRES_IN_MAX_HOURS, FILES_DEFAULT_PAGE_SIZE } from '../limits.js';
import { looseBoolean } from './common.js';
import { createPageQuerySchema } from './lists.js';
import type { StorageProviderType } from './s3-configs.js';
import {
  createSlugSchema,
  maxViewsSchema,
  shareExpiresAtSchema,
  sharePasswordSchema,
  shareRemarkSchema,
  updateSlugSchema,
  type PublicShareFields,
  type ShareManagementFields,
} from './shares.js';

/*
 * File shares (api.md §3.0, §3.4): form upload, presign → PUT → commit, management and public views.
 */

const EXPIRES_IN_MESSAGE = `expires_in must be a whole number of hours from 0 to ${FILE_EXPIRES_IN_MAX_HOURS} (0 = never)`;

/** Numeric strings become numbers (form and query values); anything else is left for zod to judge. */
function numericString(value: unknown): unknown {
  return typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
}

/** `expires_in` of a file share: hours, 0–87600, 0 = never (api.md §3.4, §4.2). */
export const fileExpiresInSchema = z.preprocess(
  numericString,
  z
    .number({ error: EXPIRES_IN_MESSAGE })
    .int(EXPIRES_IN_MESSAGE)
    .min(0, EXPIRES_IN_MESSAGE)
    .max(FILE_EXPIRES_IN_MAX_HOURS, EXPIRES_IN_MESSAGE),
);

/** A byte count sent by the client (`size`). */
const byteCountSchema = z.preprocess(
  numericString,
  z
    .number({ error: 'size must be a whole number of bytes' })
    .int('size must be a whole number of bytes')
    .min(0, 'size must be a whole number of bytes')
    .max(Number.MAX_SAFE_INTEGER, 'size is too large'),
);

const optionalText = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The text fields of `POST /upload` (form fields before the file part, or query parameters). Values
 * arrive as strings; numbers and booleans are parsed here.
 */
export const uploadFieldsSchema = z.object({
  mimetype: optionalText,
  s3_config_id: optionalText,
  slug: createSlugSchema,
  path: optionalText,
  remark: shareRemarkSchema.optional(),
  password: sharePasswordSchema,
  expires_in: fileExpiresInSchema.optional(),
  max_views: maxViewsSchema.optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** `POST /s3/presign` (api.md §3.4). */
export const presignUploadBodySchema = z.object({
  s3_config_id: z.string({ error: 's3_config_id is required' }).min(1, 's3_config_id is required'),
  filename: z.string({ error: 'filename is required' }).min(1, 'filename is required'),
  size: byteCountSchema,
  mimetype: optionalText,
  path: optionalText,
  slug: createSlugSchema,
});
export type PresignUploadBody = z.infer<typeof presignUploadBodySchema>;

/**
 * `POST /s3/commit` (api.md §3.4). Client copies of `s3_config_id`, `storage_path`, `s3_url`,
 * `filename`, `mimetype` and `slug` are accepted and ignored: the pending record is authoritative.
 */
export const commitUploadBodySchema = z.object({
  file_id: z.string({ error: 'file_id is required' }).min(1, 'file_id is required'),
  etag: optionalText,
  size: byteCountSchema.optional(),
  remark: shareRemarkSchema.optional(),
  password: sharePasswordSchema,
  expires_in: fileExpiresInSchema.optional(),
  max_views: maxViewsSchema.optional(),
});
export type CommitUploadBody = z.infer<typeof commitUploadBodySchema>;

/**
 * `PUT /admin|user/files/{id}` (api.md §3.4), partial. `expires_at` wins over `expires_in`;
 * `max_views` resets `views` and clears `exhausted_at`.
 */
export const updateFileShareBodySchema = z
  .object({
    remark: shareRemarkSchema.optional(),
    slug: updateSlugSchema,
    expires_at: shareExpiresAtSchema.optional(),
    expires_in: fileExpiresInSchema.optional(),
    password: sharePasswordSchema,
    clear_password: looseBoolean.optional(),
    max_views: maxViewsSchema.optional(),
  })
  .refine((body) => !(body.clear_password === true && body.password !== undefined), {
    message: 'send either password or clear_password, not both',
    path: ['clear_password'],
  });
export type UpdateFileShareBody = z.infer<typeof updateFileShareBodySchema>;

/** `GET /admin|user/files?limit&offset|page&search` (default limit 50). */
export const filesPageQuerySchema = z
  .object({ search: z.string().optional() })
  .and(createPageQuerySchema(FILES_DEFAULT_PAGE_SIZE));

/** `?token=` of the share preview and download endpoints. */
export const fileAccessQuerySchema = z.object({ token: z.string().optional() });

/** FileShare (api.md §3.0) as management calls return it. */
export interface FileShareDto extends ShareManagementFields {
  filename: string;
  mimetype: string;
  size: number;
  etag: string | null;
  /** The upload folder relative to `default_folder`, `/` if none. */
  path: string;
  s3_config_id: string;
  s3_config_name: string | null;
  provider_type: StorageProviderType | null;
  storage_path: string;
  /** Informational only, never grants access; null for `local`. */
  s3_url: string | null;
}

/** Details add signed URLs (valid 24 h) and count no view (api.md §3.0). */
export interface FileShareDetailsDto extends FileShareDto {
  preview_url: string;
  download_url: string;
  urls_expire_at: string;
}

/** `POST /s3/presign` answer (api.md §3.4). `contentType` is camelCase by contract. */
export interface PresignUploadDto {
  file_id: string;
  upload_url: string;
  upload_headers: Record<string, string>;
  storage_path: string;
  s3_url: string | null;
  slug: string;
  provider_type: StorageProviderType;
  contentType: string;
  expires_at: string;
}

/**
 * `GET /public/files/{slug}` (api.md §3.4). Never contains `created_by`, storage paths, config ids
 * or password data; `id` only when `can_edit`. URLs only when unlocked.
 */
export interface PublicFileShareDto extends PublicShareFields {
  filename: string;
  mimetype: string;
  size: number;
  preview_url?: string;
  download_url?: string;
  urls_expire_at?: string;
}
