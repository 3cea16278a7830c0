import { z } from 'zod';
import {
  PASTE_REMARK_MAX_LENGTH,
  SHARE_MAX_VIEWS_MAX,
  SHARE_PASSWORD_MAX_LENGTH,
  SLUG_MAX_LENGTH,
} from '../limits.js';
import { expiryTimeSchema } from './common.js';

/*
 * Pieces every share kind uses (pastes and file shares): slugs, passwords, view limits, expiry and
 * the status they add up to (api.md §3.0, §4.1–§4.4).
 */

/** The two share kinds; they have separate slug namespaces (api.md §4.1). */
export const SHARE_KINDS = ['paste', 'file'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** `expired` if `expires_at ≤ now`, else `exhausted` if `exhausted_at` is set, else `active` (api.md §3.0). */
export const SHARE_STATUSES = ['active', 'expired', 'exhausted'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

/** A custom slug (api.md §4.1): letters, digits, `_` and `-`, 1–64 characters, case-sensitive. */
export const CUSTOM_SLUG_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${SLUG_MAX_LENGTH}}$`);

/** True when `value` may be used as a custom slug. */
export function isValidCustomSlug(value: string): boolean {
  return CUSTOM_SLUG_PATTERN.test(value);
}

const SLUG_MESSAGE = `slug must be 1-${SLUG_MAX_LENGTH} letters, numbers, dashes or underscores`;

/**
 * `slug` on create: empty, null or omitted → `undefined` (the server generates one); anything else
 * must match CUSTOM_SLUG_PATTERN exactly (no trimming: the slug is part of a URL).
 */
export const createSlugSchema = z
  .union([z.string({ error: SLUG_MESSAGE }), z.null()], { error: SLUG_MESSAGE })
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isValidCustomSlug(value), SLUG_MESSAGE);

/** `slug` on a partial update: `""` means "generate a new one", omitted means unchanged. */
export const updateSlugSchema = z
  .string({ error: SLUG_MESSAGE })
  .refine((value) => value === '' || isValidCustomSlug(value), SLUG_MESSAGE)
  .optional();

/**
 * A share password on create or update: 1–128 characters, taken as typed (not trimmed). Empty,
 * null or omitted → `undefined` (no password / unchanged).
 */
export const sharePasswordSchema = z
  .union([z.string({ error: 'password must be a string' }), z.null()], {
    error: 'password must be a string',
  })
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || value.length <= SHARE_PASSWORD_MAX_LENGTH,
    `password must be at most ${SHARE_PASSWORD_MAX_LENGTH} characters`,
  );

/** The body of an unlock call (`POST /paste/{slug}`, `POST /public/files/{slug}/verify`). */
export const unlockShareBodySchema = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required'),
});
export type UnlockShareBody = z.infer<typeof unlockShareBodySchema>;

const MAX_VIEWS_MESSAGE = 'max_views must be an integer of at least 0 (0 = unlimited)';

/** `max_views`: an integer ≥ 0 (0 = unlimited). Numeric strings are accepted for form fields. */
export const maxViewsSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: MAX_VIEWS_MESSAGE })
    .int(MAX_VIEWS_MESSAGE)
    .min(0, MAX_VIEWS_MESSAGE)
    .max(SHARE_MAX_VIEWS_MAX, `max_views must be at most ${SHARE_MAX_VIEWS_MAX}`),
);

/**
 * An absolute `expires_at`: `null` (or `"never"`) = never, otherwise an ISO time with a zone.
 * Future-ness is checked by the server against its clock. Omitted stays `undefined`.
 */
export const shareExpiresAtSchema = expiryTimeSchema(
  'expires_at must be an ISO-8601 time with a time zone, or null for never',
);

/** `remark`: at most 500 characters, trimmed; empty or null → null. */
export const shareRemarkSchema = z
  .union([z.string({ error: 'remark must be a string' }), z.null()], { error: 'remark must be a string' })
  .transform((value) => (value === null ? null : value.trim() || null))
  .refine(
    (value) => value === null || value.length <= PASTE_REMARK_MAX_LENGTH,
    `remark must be at most ${PASTE_REMARK_MAX_LENGTH} characters`,
  );

/** `data` of a 410: why the share is gone (api.md §1.2). */
export type ShareGoneReason = 'expired' | 'view_limit';

/**
 * Fields every public view of a share has, paste or file (api.md §4.3): never `created_by` or
 * password data; `id` only when `can_edit`.
 */
export interface PublicShareFields {
  id?: string;
  slug: string;
  remark: string | null;
  has_password: boolean;
  requires_password: boolean;
  expires_at: string | null;
  max_views: number;
  views: number;
  remaining_views: number | null;
  created_at: string;
  can_edit: boolean;
}

/** Fields every management view of a share has, paste or file (api.md §3.0). */
export interface ShareManagementFields {
  id: string;
  slug: string;
  /** `/paste/<slug>` or `/file/<slug>`, relative (the web app prefixes its origin). */
  url: string;
  remark: string | null;
  has_password: boolean;
  expires_at: string | null;
  max_views: number;
  views: number;
  remaining_views: number | null;
  exhausted_at: string | null;
  status: ShareStatus;
  created_by: string;
  key_name: string | null;
  created_at: string;
  updated_at: string;
}
