import type { IsoTimestamp } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { hashPassword } from '../lib/passwords.js';
import { describeCreator, type AdminPrincipal, type ApiKeyPrincipal } from '../lib/principal.js';
import type { ShareTokenPayload } from '../lib/share-access-token.js';
import { getRemainingViews, getShareStatus, type ShareLimits } from './share-state.js';

/*
 * What every share kind (pastes, files) manages the same way: who owns it, how a row becomes the
 * common part of its DTOs, how a password edit applies, and when an access token still fits.
 */

/** The admin or an API key managing items (api.md §2.1). */
export type ManagingPrincipal = AdminPrincipal | ApiKeyPrincipal;

/** Facts about a public request that are not a credential. */
export interface PublicRequestContext {
  clientIp: string;
  /** Absolute base of the URLs a response carries (api.md §1.1). */
  baseUrl: string;
  /** HEAD never counts a view (api.md §4.3). */
  isHead: boolean;
}

/** Which shares a principal manages: the admin all (null), a key its own. */
export function shareOwnerOf(principal: ManagingPrincipal): string | null {
  return principal.kind === 'admin' ? null : describeCreator(principal);
}

/** 403 ACCESS_TOKEN_INVALID of a share access token (api.md §4.4). */
export function accessTokenInvalid(): AppError {
  return new AppError('ACCESS_TOKEN_INVALID', 'access token invalid or expired');
}

/** A token fits a share when it names it and its password has not changed since (api.md §4.4). */
export function tokenFitsShare(
  payload: Pick<ShareTokenPayload, 'share_id' | 'password_version'>,
  row: { id: string; password_version: number },
): boolean {
  return row.id === payload.share_id && row.password_version === payload.password_version;
}

/** The columns every share row has that its DTOs show. */
export interface ShareDtoColumns extends ShareLimits {
  password_hash: string | null;
  created_by: string;
  key_name: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/**
 * The management DTO fields every share kind ends with, in wire order (after `remark`).
 * `password_hash` never reaches a DTO, only `has_password` (design.md §4.3).
 */
export function managedShareFields(row: ShareDtoColumns, now: Date) {
  return {
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    max_views: row.max_views,
    views: row.views,
    remaining_views: getRemainingViews(row),
    exhausted_at: row.exhausted_at,
    status: getShareStatus(row, now),
    created_by: row.created_by,
    key_name: row.key_name,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The public view fields every share kind shows after `remark`, in wire order; never `created_by`. */
export function publicShareFields(row: Omit<ShareDtoColumns, 'created_by' | 'key_name' | 'updated_at'>) {
  return {
    has_password: row.password_hash !== null,
    requires_password: row.password_hash !== null,
    expires_at: row.expires_at,
    max_views: row.max_views,
    views: row.views,
    remaining_views: getRemainingViews(row),
    created_at: row.created_at,
  };
}

/**
 * The password part of an edit: a new password, or clearing an existing one, bumps the password
 * version so earlier access tokens stop working (api.md §4.4).
 */
export async function resolvePasswordChange(
  body: { password?: string | undefined; clear_password?: boolean | undefined },
  existing: { password_hash: string | null },
): Promise<{ changes: { password_hash?: string | null }; bumpPasswordVersion: boolean }> {
  if (body.password !== undefined) {
    return { changes: { password_hash: await hashPassword(body.password) }, bumpPasswordVersion: true };
  }
  if (body.clear_password === true && existing.password_hash !== null) {
    return { changes: { password_hash: null }, bumpPasswordVersion: true };
  }
  return { changes: {}, bumpPasswordVersion: false };
}
