import {
  isValidCustomSlug,
  MIB,
  PASTE_REMARK_MAX_LENGTH,
  SHARE_MAX_VIEWS_MAX,
  SHARE_PASSWORD_MAX_LENGTH,
} from '@satchel/shared';
import type { UploadShareOptions } from './upload-flow';

/** Share expiry presets (spec §9) and their `expires_in` in hours (0 = never). */
export const UPLOAD_EXPIRY_PRESETS = ['1h', '1d', '7d', '30d', 'never'] as const;
export type UploadExpiryPreset = (typeof UPLOAD_EXPIRY_PRESETS)[number];

export const EXPIRY_PRESET_HOURS: Record<UploadExpiryPreset, number> = {
  '1h': 1,
  '1d': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
  never: 0,
};

/** The options form of the upload page; they apply to every file of the next batch. */
export interface UploadFormValues {
  s3ConfigId: string;
  slug: string;
  path: string;
  remark: string;
  password: string;
  expiryPreset: UploadExpiryPreset;
  /** As typed; empty = unlimited. */
  maxViews: string;
}

export function emptyUploadFormValues(s3ConfigId = ''): UploadFormValues {
  return {
    s3ConfigId,
    slug: '',
    path: '',
    remark: '',
    password: '',
    expiryPreset: 'never',
    maxViews: '',
  };
}

/** What the checks need to know of the chosen storage config. */
export interface StorageCapacity {
  total_storage_bytes: number;
  used_storage_bytes: number;
}

export type UploadFieldErrorKey =
  | 'upload.validation.noStorage'
  | 'upload.validation.slugCharacters'
  | 'upload.validation.maxViewsInteger'
  | 'upload.validation.maxViewsNegative'
  | 'upload.validation.maxViewsTooLarge'
  | 'upload.validation.passwordTooLong'
  | 'upload.validation.remarkTooLong'
  | 'upload.validation.insufficientStorage'
  | 'upload.validation.exceedsCapacity'
  | 'upload.validation.tooLarge';

export interface ValidationMessage {
  key: UploadFieldErrorKey;
  values?: Record<string, string | number>;
}

export interface UploadValidation {
  fields: Partial<Record<'s3ConfigId' | 'slug' | 'maxViews' | 'password' | 'remark', ValidationMessage>>;
  /** Per file (same order as the input): a file over the size limit. */
  files: Array<ValidationMessage | null>;
  /** The batch as a whole: capacity of the chosen storage. */
  storage: ValidationMessage | null;
}

/** A custom suffix applies to a single file only; with several, every share gets its own slug. */
export function isSlugEnabled(fileCount: number): boolean {
  return fileCount <= 1;
}

/** Parses the max-views field: empty = 0 (unlimited); null when it is not a whole number. */
export function parseMaxViews(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * Spec §5 checks before anything is sent: size limit per file (`max_upload_size` MB), non-negative
 * max views, enough room in the chosen storage (remaining space and the bucket's capacity), and the
 * field rules of api.md §3.4. The server checks them all again.
 */
export function validateUploadBatch(input: {
  files: ReadonlyArray<{ name: string; size: number }>;
  values: UploadFormValues;
  maxUploadSizeMb: number;
  storage: StorageCapacity | null;
  formatBytes: (bytes: number) => string;
}): UploadValidation {
  const { files, values, maxUploadSizeMb, storage, formatBytes } = input;
  const result: UploadValidation = { fields: {}, files: [], storage: null };

  if (!values.s3ConfigId || !storage) result.fields.s3ConfigId = { key: 'upload.validation.noStorage' };

  const slug = values.slug.trim();
  if (isSlugEnabled(files.length) && slug && !isValidCustomSlug(slug)) {
    result.fields.slug = { key: 'upload.validation.slugCharacters' };
  }

  const maxViews = parseMaxViews(values.maxViews);
  if (maxViews === null) result.fields.maxViews = { key: 'upload.validation.maxViewsInteger' };
  else if (maxViews < 0) result.fields.maxViews = { key: 'upload.validation.maxViewsNegative' };
  else if (maxViews > SHARE_MAX_VIEWS_MAX)
    result.fields.maxViews = { key: 'upload.validation.maxViewsTooLarge' };

  if (values.password.length > SHARE_PASSWORD_MAX_LENGTH) {
    result.fields.password = {
      key: 'upload.validation.passwordTooLong',
      values: { count: SHARE_PASSWORD_MAX_LENGTH },
    };
  }
  if (values.remark.trim().length > PASTE_REMARK_MAX_LENGTH) {
    result.fields.remark = {
      key: 'upload.validation.remarkTooLong',
      values: { count: PASTE_REMARK_MAX_LENGTH },
    };
  }

  const limitBytes = maxUploadSizeMb * MIB;
  result.files = files.map((file) =>
    file.size > limitBytes
      ? { key: 'upload.validation.tooLarge', values: { name: file.name, limit: formatBytes(limitBytes) } }
      : null,
  );

  if (storage) {
    const needed = files.reduce((sum, file) => sum + file.size, 0);
    const remaining = Math.max(0, storage.total_storage_bytes - storage.used_storage_bytes);
    if (needed > storage.total_storage_bytes) {
      result.storage = {
        key: 'upload.validation.exceedsCapacity',
        values: { needed: formatBytes(needed), capacity: formatBytes(storage.total_storage_bytes) },
      };
    } else if (needed > remaining) {
      result.storage = {
        key: 'upload.validation.insufficientStorage',
        values: { needed: formatBytes(needed), available: formatBytes(remaining) },
      };
    }
  }
  return result;
}

export function hasValidationErrors(validation: UploadValidation): boolean {
  return (
    Object.values(validation.fields).some(Boolean) ||
    validation.files.some(Boolean) ||
    validation.storage !== null
  );
}

/** The wire options of a validated form; the suffix only for a single file. */
export function toUploadShareOptions(values: UploadFormValues, fileCount: number): UploadShareOptions {
  const slug = values.slug.trim();
  const path = values.path.trim();
  const remark = values.remark.trim();
  return {
    s3ConfigId: values.s3ConfigId,
    ...(isSlugEnabled(fileCount) && slug ? { slug } : {}),
    ...(path ? { path } : {}),
    ...(remark ? { remark } : {}),
    ...(values.password ? { password: values.password } : {}),
    expiresIn: EXPIRY_PRESET_HOURS[values.expiryPreset],
    maxViews: parseMaxViews(values.maxViews) ?? 0,
  };
}
