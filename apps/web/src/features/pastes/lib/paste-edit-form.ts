import type { PasteDto } from '@satchel/shared';
import type { UpdatePasteRequest } from '../api/update-paste';
import {
  expiresAtFromPreset,
  parseMaxViews,
  validateContent,
  validatePasteOptions,
  type PasteFormErrors,
  type ShareExpiryPreset,
} from './paste-options';

/** The admin edit dialog's expiry: keep the current one, or a preset from now. */
export type EditExpiryChoice = 'keep' | ShareExpiryPreset;

export interface PasteEditValues {
  content: string;
  remark: string;
  slug: string;
  password: string;
  clearPassword: boolean;
  expiry: EditExpiryChoice;
  maxViews: string;
}

export function pasteEditValuesFrom(paste: PasteDto): PasteEditValues {
  return {
    content: paste.content,
    remark: paste.remark ?? '',
    slug: paste.slug,
    password: '',
    clearPassword: false,
    expiry: 'keep',
    maxViews: String(paste.max_views),
  };
}

export function validatePasteEdit(values: PasteEditValues): PasteFormErrors {
  const errors = validatePasteOptions(values);
  const contentError = validateContent(values.content);
  if (contentError) errors.content = contentError;
  return errors;
}

/**
 * The partial `PUT` body: only what changed. An emptied suffix asks for a new generated one; a new
 * password replaces the old, "remove" clears it; max views only when changed (it resets the count).
 */
export function toUpdatePasteBody(
  paste: PasteDto,
  values: PasteEditValues,
  now: Date = new Date(),
): UpdatePasteRequest {
  const body: UpdatePasteRequest = {};
  if (values.content !== paste.content) body.content = values.content;
  const remark = values.remark.trim();
  if (remark !== (paste.remark ?? '')) body.remark = remark;
  if (values.slug !== paste.slug) body.slug = values.slug;
  if (values.password) body.password = values.password;
  else if (values.clearPassword && paste.has_password) body.clear_password = true;
  if (values.expiry !== 'keep') body.expires_at = expiresAtFromPreset(values.expiry, now);
  const maxViews = parseMaxViews(values.maxViews);
  if (maxViews !== paste.max_views) body.max_views = maxViews;
  return body;
}
