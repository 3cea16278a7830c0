import type { ShareGoneReason, ShareStatus } from '@satchel/shared';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { toIsoTimestamp, type IsoTimestamp } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';

/*
 * The life cycle every share kind follows (api.md §3.0, §4.3): views are counted by one conditional
 * UPDATE, the view that takes the last allowed one sets `exhausted_at`, and an expired or exhausted
 * share answers 410 until cleanup deletes it. The SQL fragments use unqualified column names
 * (`expires_at`, `max_views`, `views`, `exhausted_at`) that every share table has.
 */

/** `now` as stored; a string passes through (a placeholder of a precompiled query). */
function toText(now: Date | IsoTimestamp): IsoTimestamp {
  return typeof now === 'string' ? now : toIsoTimestamp(now);
}

/** The columns that decide a share's state. */
export interface ShareLimits {
  expires_at: IsoTimestamp | null;
  max_views: number;
  views: number;
  exhausted_at: IsoTimestamp | null;
}

/** True once `expires_at ≤ now`. */
export function isShareExpired(share: Pick<ShareLimits, 'expires_at'>, now: Date): boolean {
  return share.expires_at !== null && share.expires_at <= toIsoTimestamp(now);
}

/** `expired` wins over `exhausted` (api.md §3.0). */
export function getShareStatus(share: ShareLimits, now: Date): ShareStatus {
  if (isShareExpired(share, now)) return 'expired';
  if (share.exhausted_at !== null) return 'exhausted';
  return 'active';
}

/** Views left, or null when unlimited. */
export function getRemainingViews(share: Pick<ShareLimits, 'max_views' | 'views'>): number | null {
  return share.max_views === 0 ? null : Math.max(0, share.max_views - share.views);
}

/** 410 SHARE_EXPIRED / SHARE_EXHAUSTED with `data.reason` (api.md §1.2). */
export function shareGoneError(reason: ShareGoneReason): AppError {
  return reason === 'expired'
    ? new AppError('SHARE_EXPIRED', 'this share has expired', { reason })
    : new AppError('SHARE_EXHAUSTED', 'this share has reached its view limit', { reason });
}

/** Throws the 410 of an expired or exhausted share; returns for an active one. */
export function assertShareAvailable(share: ShareLimits, now: Date): void {
  const status = getShareStatus(share, now);
  if (status === 'expired') throw shareGoneError('expired');
  if (status === 'exhausted') throw shareGoneError('view_limit');
}

/**
 * WHERE of the counting UPDATE: unexpired, not exhausted, and a view left. Under concurrency every
 * dialect re-checks it against the row as the previous writer left it (SQLite has one writer;
 * PostgreSQL re-evaluates the condition after the row lock), so exactly `max_views` updates match.
 */
export function canCountView(now: Date | IsoTimestamp): RawBuilder<SqlBool> {
  const nowText = toText(now);
  return sql<SqlBool>`(expires_at is null or expires_at > ${nowText}) and exhausted_at is null and (max_views = 0 or views < max_views)`;
}

/** SET of the counting UPDATE: one more view; the view that takes the last one sets `exhausted_at`. */
export function countViewChanges(now: Date | IsoTimestamp): {
  views: RawBuilder<number>;
  exhausted_at: RawBuilder<string | null>;
} {
  const nowText = toText(now);
  return {
    views: sql<number>`views + 1`,
    exhausted_at: sql<
      string | null
    >`case when max_views > 0 and views + 1 >= max_views then ${nowText} else exhausted_at end`,
  };
}

/** Expired or exhausted now: what `clear-expired` deletes at once. */
export function isExpiredOrExhausted(now: Date): RawBuilder<SqlBool> {
  const nowText = toIsoTimestamp(now);
  return sql<SqlBool>`((expires_at is not null and expires_at <= ${nowText}) or exhausted_at is not null)`;
}

/**
 * Expired or exhausted for at least `graceMs` (since `expires_at` or `exhausted_at`): what the
 * hourly sweep deletes (api.md §4.3).
 */
export function isExpiredOrExhaustedSince(now: Date, graceMs: number): RawBuilder<SqlBool> {
  const cutoff = toIsoTimestamp(new Date(now.getTime() - graceMs));
  return sql<SqlBool>`((expires_at is not null and expires_at <= ${cutoff}) or (exhausted_at is not null and exhausted_at <= ${cutoff}))`;
}
