import {
  isValidCustomSlug,
  PASTE_REMARK_MAX_LENGTH,
  SHARE_MAX_VIEWS_MAX,
  SHARE_PASSWORD_MAX_LENGTH,
} from '@satchel/shared';
import { EXPIRY_PRESET_HOURS, parseMaxViews, type UploadExpiryPreset } from '../uploads/upload-options';
import type { UpdateFileRequest } from './api/update-file';

/** The fields of a share the edit dialog starts from (a management item or an editable public view). */
export interface EditableFileShare {
  id: string;
  slug: string;
  filename: string;
  remark: string | null;
  has_password: boolean;
  expires_at: string | null;
  max_views: number;
  views: number;
}

export type EditExpiry = 'keep' | UploadExpiryPreset;
/** `keep` the current password (or none), `set` a new one, `clear` it. */
export type EditPasswordMode = 'keep' | 'set' | 'clear';

export interface FileEditValues {
  remark: string;
  slug: string;
  expiry: EditExpiry;
  passwordMode: EditPasswordMode;
  password: string;
  maxViews: string;
}

export type FileEditErrorKey =
  | 'fileManagement.validation.slugCharacters'
  | 'fileManagement.validation.passwordRequired'
  | 'fileManagement.validation.passwordTooLong'
  | 'fileManagement.validation.maxViewsInteger'
  | 'fileManagement.validation.maxViewsNegative'
  | 'fileManagement.validation.maxViewsTooLarge'
  | 'fileManagement.validation.remarkTooLong';

export type FileEditErrors = Partial<Record<'slug' | 'password' | 'maxViews' | 'remark', FileEditErrorKey>>;

export function fileEditValuesFrom(share: EditableFileShare): FileEditValues {
  return {
    remark: share.remark ?? '',
    slug: share.slug,
    expiry: 'keep',
    passwordMode: 'keep',
    password: '',
    maxViews: String(share.max_views),
  };
}

export function validateFileEdit(values: FileEditValues): FileEditErrors {
  const errors: FileEditErrors = {};
  const slug = values.slug.trim();
  if (slug && !isValidCustomSlug(slug)) errors.slug = 'fileManagement.validation.slugCharacters';
  if (values.passwordMode === 'set') {
    if (!values.password) errors.password = 'fileManagement.validation.passwordRequired';
    else if (values.password.length > SHARE_PASSWORD_MAX_LENGTH)
      errors.password = 'fileManagement.validation.passwordTooLong';
  }
  const maxViews = parseMaxViews(values.maxViews);
  if (maxViews === null) errors.maxViews = 'fileManagement.validation.maxViewsInteger';
  else if (maxViews < 0) errors.maxViews = 'fileManagement.validation.maxViewsNegative';
  else if (maxViews > SHARE_MAX_VIEWS_MAX) errors.maxViews = 'fileManagement.validation.maxViewsTooLarge';
  if (values.remark.trim().length > PASTE_REMARK_MAX_LENGTH)
    errors.remark = 'fileManagement.validation.remarkTooLong';
  return errors;
}

export function hasFileEditErrors(errors: FileEditErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The partial PUT body: only what changed. An emptied suffix asks for a new random one (`""`);
 * a changed view limit resets the count (api.md §3.4).
 */
export function toUpdateFileBody(values: FileEditValues, share: EditableFileShare): UpdateFileRequest {
  const body: UpdateFileRequest = {};
  const remark = values.remark.trim();
  if (remark !== (share.remark ?? '')) body.remark = remark || null;
  const slug = values.slug.trim();
  if (slug !== share.slug) body.slug = slug;
  if (values.expiry !== 'keep') body.expires_in = EXPIRY_PRESET_HOURS[values.expiry];
  if (values.passwordMode === 'set') body.password = values.password;
  if (values.passwordMode === 'clear' && share.has_password) body.clear_password = true;
  const maxViews = parseMaxViews(values.maxViews) ?? share.max_views;
  if (maxViews !== share.max_views) body.max_views = maxViews;
  return body;
}
