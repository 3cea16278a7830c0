import { z } from 'zod';
import { PASTE_CONTENT_MAX_BYTES, PASTES_DEFAULT_PAGE_SIZE } from '../limits.js';
import { looseBoolean } from './common.js';
import { createPageQuerySchema } from './lists.js';
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

/** Bytes of `value` in UTF-8 (lone surrogates count as U+FFFD, 3 bytes, as encoders write them). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(value.charCodeAt(index + 1))) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** True when `value` fits in PASTE_CONTENT_MAX_BYTES of UTF-8. */
function fitsContentLimit(value: string): boolean {
  // A UTF-16 unit takes at most 3 UTF-8 bytes, so shorter strings need no counting to be sure.
  if (value.length * 3 <= PASTE_CONTENT_MAX_BYTES) return true;
  return utf8ByteLength(value) <= PASTE_CONTENT_MAX_BYTES;
}

/** Paste text (api.md §3.3): not blank, at most 10 MiB of UTF-8. Stored as sent (not trimmed). */
export const pasteContentSchema = z
  .string({ error: 'content is required' })
  .refine((value) => value.trim() !== '', 'content must not be empty')
  .refine(fitsContentLimit, `content must be at most ${PASTE_CONTENT_MAX_BYTES} bytes of UTF-8`);

/** `POST /paste` (api.md §3.3). Omitted `slug` → generated; omitted `expires_at` → never. */
export const createPasteBodySchema = z.object({
  content: pasteContentSchema,
  remark: shareRemarkSchema.optional(),
  slug: createSlugSchema,
  password: sharePasswordSchema,
  expires_at: shareExpiresAtSchema.optional(),
  max_views: maxViewsSchema.default(0),
});
export type CreatePasteBody = z.infer<typeof createPasteBodySchema>;

/**
 * `PUT /admin|user/pastes/{id}` (api.md §3.3), partial. `slug: ""` regenerates the slug; an empty
 * `password` leaves it unchanged; `clear_password: true` removes it (not together with a password).
 */
export const updatePasteBodySchema = z
  .object({
    content: pasteContentSchema.optional(),
    remark: shareRemarkSchema.optional(),
    slug: updateSlugSchema,
    password: sharePasswordSchema,
    clear_password: looseBoolean.optional(),
    expires_at: shareExpiresAtSchema.optional(),
    max_views: maxViewsSchema.optional(),
  })
  .refine((body) => !(body.clear_password === true && body.password !== undefined), {
    message: 'send either password or clear_password, not both',
    path: ['clear_password'],
  });
export type UpdatePasteBody = z.infer<typeof updatePasteBodySchema>;

/** `GET /admin/pastes?page&limit`, `GET /user/pastes?limit&offset` (default 10). */
export const pastesPageQuerySchema = createPageQuerySchema(PASTES_DEFAULT_PAGE_SIZE);

/** `GET /paste/{slug}?token=` and `GET /raw/{slug}?token=|password=`. */
export const pasteAccessQuerySchema = z.object({
  token: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
  password: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** Fields every management view of a paste has (api.md §3.0). */
type PasteBaseDto = ShareManagementFields;

/** A paste in details, create and update answers: with `content`. */
export interface PasteDto extends PasteBaseDto {
  content: string;
}

/** `POST /paste` answer: the paste plus `raw_url` (absolute, tokenless). */
export interface CreatedPasteDto extends PasteDto {
  raw_url: string;
}

/** A paste in lists: `content_preview` (first 200 characters) instead of `content`. */
export interface PasteListItemDto extends PasteBaseDto {
  content_preview: string;
}

/**
 * `GET /paste/{slug}` of a protected paste without a token: metadata only, nothing counted. Never
 * contains `created_by` or password data; `id` only when `can_edit`.
 */
export type PublicPasteMetadata = PublicShareFields;

/** A public paste view with content: counted once, or read again with its access token. */
export interface PublicPasteView extends PublicPasteMetadata {
  content: string;
  updated_at: string;
  /** Re-reads and `/raw` with this token count nothing (api.md §4.4); valid 1 h. */
  access_token: string;
  access_token_expires_at: string;
  /** `<base>/api/raw/<slug>?token=…`, absolute. */
  raw_url: string;
}
