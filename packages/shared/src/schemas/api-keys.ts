import { z } from 'zod';
import { API_KEY_CUSTOM_MAX_LENGTH, API_KEY_CUSTOM_MIN_LENGTH, API_KEY_NAME_MAX_LENGTH } from '../limits.js';
import { expiryTimeSchema, looseBoolean } from './common.js';

/** What a custom key must look like (api.md §3.2). */
export const CUSTOM_API_KEY_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${API_KEY_CUSTOM_MIN_LENGTH},${API_KEY_CUSTOM_MAX_LENGTH}}$`,
);

const nameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(API_KEY_NAME_MAX_LENGTH, `name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`);

/** A key's `expires_at`: `null` or `"never"` = no expiry; omitted lets the server apply its default. */
export const apiKeyExpiresAtSchema = expiryTimeSchema(
  'expires_at must be an ISO-8601 time with a time zone, null or "never"',
);

/** `POST /admin/api-keys` (api.md §3.2). `expires_at` omitted = now + 1 day (applied by the server). */
export const createApiKeyBodySchema = z.object({
  name: nameSchema,
  expires_at: apiKeyExpiresAtSchema.optional(),
  text_permission: looseBoolean.default(false),
  file_permission: looseBoolean.default(false),
  mount_permission: looseBoolean.default(false),
  custom_key: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || CUSTOM_API_KEY_PATTERN.test(value),
      `custom_key must be ${API_KEY_CUSTOM_MIN_LENGTH}-${API_KEY_CUSTOM_MAX_LENGTH} letters, numbers, dashes or underscores`,
    ),
  basic_path: z.string().optional(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** `PUT /admin/api-keys/{id}`: partial; the key value never changes. */
export const updateApiKeyBodySchema = z.object({
  name: nameSchema.optional(),
  expires_at: apiKeyExpiresAtSchema.optional(),
  text_permission: looseBoolean.optional(),
  file_permission: looseBoolean.optional(),
  mount_permission: looseBoolean.optional(),
  basic_path: z.string().optional(),
});
export type UpdateApiKeyBody = z.infer<typeof updateApiKeyBodySchema>;

/** ApiKey as the admin sees it (api.md §3.0). */
export interface ApiKeyDto {
  id: string;
  name: string;
  key: string;
  key_masked: string;
  text_permission: boolean;
  file_permission: boolean;
  mount_permission: boolean;
  basic_path: string;
  expires_at: string | null;
  is_expired: boolean;
  last_used: string | null;
  created_at: string;
  updated_at: string;
}
