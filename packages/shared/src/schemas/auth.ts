import { z } from 'zod';
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_MAX_LENGTH,
} from '../limits.js';
import { hasNoControlCharacters } from './common.js';

/** `POST /admin/login` (api.md §3.1). */
export const loginBodySchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * An empty string counts as "not sent" (the settings form sends empty fields); with `isBlankEmpty`
 * a string of only spaces does too (usernames are trimmed, passwords are taken as typed).
 */
function emptyAsUndefined<T extends z.ZodType>(schema: T, isBlankEmpty = false) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return (isBlankEmpty ? value.trim() : value) === '' ? undefined : value;
  }, schema);
}

/** `POST /admin/change-password` (api.md §3.1). At least one of the new values is required. */
export const changePasswordBodySchema = z
  .object({
    current_password: z
      .string({ error: 'current_password is required' })
      .min(1, 'current_password is required'),
    new_password: emptyAsUndefined(
      z
        .string()
        .min(
          ADMIN_PASSWORD_MIN_LENGTH,
          `new_password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
        )
        .max(
          ADMIN_PASSWORD_MAX_LENGTH,
          `new_password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`,
        )
        .optional(),
    ),
    new_username: emptyAsUndefined(
      z
        .string()
        .trim()
        .max(
          ADMIN_USERNAME_MAX_LENGTH,
          `new_username must be at most ${ADMIN_USERNAME_MAX_LENGTH} characters`,
        )
        .refine(hasNoControlCharacters, 'new_username must not contain control characters')
        .optional(),
      true,
    ),
  })
  .refine((body) => body.new_password !== undefined || body.new_username !== undefined, {
    message: 'new_password or new_username is required',
    path: ['new_password'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** `POST /admin/login` result. */
export interface LoginResult {
  username: string;
  token: string;
  expires_at: string;
}

/** `GET /admin/check` and `GET /test/admin-token` result. */
export interface AdminSession {
  username: string;
  expires_at: string;
}

/** `GET /test/api-key` (api.md §3.1). */
export interface ApiKeyCheckResult {
  name: string;
  basic_path: string;
  permissions: { text: boolean; file: boolean; mount: boolean };
  key_info: { id: string; name: string; basic_path: string; expires_at: string | null };
}
