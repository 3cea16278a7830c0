// Only constants from the shared package: its schema helpers bring zod into the home page's first load.
import {
  PASTE_CONTENT_MAX_BYTES,
  PASTE_REMARK_MAX_LENGTH,
  SHARE_MAX_VIEWS_MAX,
  SHARE_PASSWORD_MAX_LENGTH,
  SLUG_MAX_LENGTH,
} from '@satchel/shared';
import type { CreatePasteRequest } from '../api/create-paste';

/** Share expiry choices (spec §9); the web app turns them into an absolute time (api.md §4.2). */
export const SHARE_EXPIRY_PRESETS = ['1h', '1d', '7d', '30d', 'never'] as const;
export type ShareExpiryPreset = (typeof SHARE_EXPIRY_PRESETS)[number];
export const DEFAULT_SHARE_EXPIRY: ShareExpiryPreset = '7d';

const HOUR_MS = 60 * 60 * 1000;
const PRESET_DURATION_MS: Record<Exclude<ShareExpiryPreset, 'never'>, number> = {
  '1h': HOUR_MS,
  '1d': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
};

/** The absolute `expires_at` of a preset: now + its duration, or null for never. */
export function expiresAtFromPreset(preset: ShareExpiryPreset, now: Date = new Date()): string | null {
  if (preset === 'never') return null;
  return new Date(now.getTime() + PRESET_DURATION_MS[preset]).toISOString();
}

export function isShareExpiryPreset(value: string): value is ShareExpiryPreset {
  return (SHARE_EXPIRY_PRESETS as readonly string[]).includes(value);
}

/** The options panel of the editor (strings as typed). */
export interface PasteOptionsValues {
  remark: string;
  slug: string;
  password: string;
  expiry: ShareExpiryPreset;
  /** 0 or empty = unlimited. */
  maxViews: string;
}

export function defaultPasteOptions(): PasteOptionsValues {
  return { remark: '', slug: '', password: '', expiry: DEFAULT_SHARE_EXPIRY, maxViews: '' };
}

/** i18n keys of validation messages. */
export type PasteValidationKey =
  | 'paste.validation.contentRequired'
  | 'paste.validation.contentTooLarge'
  | 'paste.validation.slugCharacters'
  | 'paste.validation.slugTooLong'
  | 'paste.validation.maxViewsInteger'
  | 'paste.validation.maxViewsNegative'
  | 'paste.validation.maxViewsTooLarge'
  | 'paste.validation.remarkTooLong'
  | 'paste.validation.passwordTooLong';

export type PasteFormErrors = Partial<
  Record<'content' | 'slug' | 'maxViews' | 'remark' | 'password', PasteValidationKey>
>;

/** Custom link suffix (spec §5): empty (generated) or letters, numbers, `-` and `_`, at most 64. */
export function validateSlug(slug: string): PasteValidationKey | undefined {
  if (slug === '') return undefined;
  // The same rule as CUSTOM_SLUG_PATTERN in @satchel/shared (api.md §4.1).
  if (!/^[A-Za-z0-9_-]+$/.test(slug)) return 'paste.validation.slugCharacters';
  if (slug.length > SLUG_MAX_LENGTH) return 'paste.validation.slugTooLong';
  return undefined;
}

/** Max views: empty (unlimited) or a whole number ≥ 0; negative numbers are refused. */
export function validateMaxViews(text: string): PasteValidationKey | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (/^-\d+(\.\d+)?$/.test(value)) return 'paste.validation.maxViewsNegative';
  if (!/^\d+$/.test(value)) return 'paste.validation.maxViewsInteger';
  if (Number(value) > SHARE_MAX_VIEWS_MAX) return 'paste.validation.maxViewsTooLarge';
  return undefined;
}

export function parseMaxViews(text: string): number {
  const value = text.trim();
  return value === '' ? 0 : Number(value);
}

export function validateContent(content: string): PasteValidationKey | undefined {
  if (content.trim() === '') return 'paste.validation.contentRequired';
  // Quick bound first: a UTF-16 unit is at most 3 bytes of UTF-8.
  if (
    content.length * 3 > PASTE_CONTENT_MAX_BYTES &&
    new TextEncoder().encode(content).length > PASTE_CONTENT_MAX_BYTES
  ) {
    return 'paste.validation.contentTooLarge';
  }
  return undefined;
}

/** Everything shared by the create form and the edit dialog except the content. */
export function validatePasteOptions(values: Omit<PasteOptionsValues, 'expiry'>): PasteFormErrors {
  const errors: PasteFormErrors = {};
  const slugError = validateSlug(values.slug);
  if (slugError) errors.slug = slugError;
  const maxViewsError = validateMaxViews(values.maxViews);
  if (maxViewsError) errors.maxViews = maxViewsError;
  if (values.remark.trim().length > PASTE_REMARK_MAX_LENGTH) errors.remark = 'paste.validation.remarkTooLong';
  if (values.password.length > SHARE_PASSWORD_MAX_LENGTH)
    errors.password = 'paste.validation.passwordTooLong';
  return errors;
}

/** The create form's rules (spec §5): content required, suffix characters, max views ≥ 0. */
export function validatePasteForm(content: string, values: PasteOptionsValues): PasteFormErrors {
  const errors = validatePasteOptions(values);
  const contentError = validateContent(content);
  if (contentError) errors.content = contentError;
  return errors;
}

export function hasPasteErrors(errors: PasteFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The `POST /paste` body of a validated form. */
export function toCreatePasteBody(
  content: string,
  values: PasteOptionsValues,
  now: Date = new Date(),
): CreatePasteRequest {
  const remark = values.remark.trim();
  return {
    content,
    ...(remark ? { remark } : {}),
    ...(values.slug ? { slug: values.slug } : {}),
    ...(values.password ? { password: values.password } : {}),
    expires_at: expiresAtFromPreset(values.expiry, now),
    max_views: parseMaxViews(values.maxViews),
  };
}

export const PASTE_LIMITS = {
  slugMax: SLUG_MAX_LENGTH,
  remarkMax: PASTE_REMARK_MAX_LENGTH,
  passwordMax: SHARE_PASSWORD_MAX_LENGTH,
  maxViewsMax: SHARE_MAX_VIEWS_MAX,
} as const;
