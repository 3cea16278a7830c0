import { createHash } from 'node:crypto';
import {
  DAV_FAILURES_PER_IP,
  DAV_FAILURES_PER_IP_USER,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USERNAME,
  RATE_LIMIT_WINDOW_MS,
  SHARE_PASSWORD_FAILURES_PER_IP_SHARE,
  SHARE_PASSWORD_FAILURES_PER_SHARE,
} from '@satchel/shared';
import { RATE_LIMIT_KEY_PART_MAX_LENGTH } from '../config/constants.js';
import { rateLimitedError } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

/** One counter family: how many rejected credentials per window. */
export interface RateLimitRule {
  /** Prefix of the bucket key; unique per rule. */
  scope: string;
  limit: number;
  windowMs: number;
}

/** The counters of api.md §5.5. WebDAV and share passwords use theirs in later features. */
export const RATE_LIMIT_RULES = {
  adminLoginPerIp: { scope: 'admin-login:ip', limit: LOGIN_FAILURES_PER_IP, windowMs: RATE_LIMIT_WINDOW_MS },
  adminLoginPerUsername: {
    scope: 'admin-login:username',
    limit: LOGIN_FAILURES_PER_USERNAME,
    windowMs: RATE_LIMIT_WINDOW_MS,
  },
  davPerIpAndUser: { scope: 'dav:ip-user', limit: DAV_FAILURES_PER_IP_USER, windowMs: RATE_LIMIT_WINDOW_MS },
  davPerIp: { scope: 'dav:ip', limit: DAV_FAILURES_PER_IP, windowMs: RATE_LIMIT_WINDOW_MS },
  sharePasswordPerIpAndShare: {
    scope: 'share-password:ip-share',
    limit: SHARE_PASSWORD_FAILURES_PER_IP_SHARE,
    windowMs: RATE_LIMIT_WINDOW_MS,
  },
  sharePasswordPerShare: {
    scope: 'share-password:share',
    limit: SHARE_PASSWORD_FAILURES_PER_SHARE,
    windowMs: RATE_LIMIT_WINDOW_MS,
  },
} as const satisfies Record<string, RateLimitRule>;

/** One counter: a rule and who it counts (`['1.2.3.4']`, `['1.2.3.4', 'alice']`). */
export interface RateLimitSubject {
  rule: RateLimitRule;
  parts: readonly string[];
}

/**
 * Failure counters in the database, shared by every instance (api.md §5.5). Callers check before
 * verifying a credential (while a limit is active even a correct one is refused) and record a
 * failure only when a credential was sent and rejected.
 */
export interface RateLimiter {
  /** Throws 429 RATE_LIMITED (`retry_after` = the longest remaining wait) if any subject is limited. */
  assertNotLimited(subjects: readonly RateLimitSubject[]): Promise<void>;
  /** Counts one rejected credential against every subject. */
  recordFailure(subjects: readonly RateLimitSubject[]): Promise<void>;
  /**
   * Verifies a credential under the limits without a check-then-act race: counts the attempt
   * against every subject atomically BEFORE `verify` runs, so a burst of parallel guesses cannot
   * all pass a check made before any of them failed. Throws 429 RATE_LIMITED (`retry_after` = the
   * longest remaining wait) when a new count exceeds its limit, even for a correct credential.
   * The attempt is taken back unless `verify` returns false (it also is when `verify` throws or the
   * request is refused), so in the end only rejected credentials count. Returns `verify`'s result.
   */
  verifyAttempt(subjects: readonly RateLimitSubject[], verify: () => Promise<boolean>): Promise<boolean>;
  /** Deletes buckets whose window is over (scheduled job). */
  purgeExpired(): Promise<number>;
}

/** Long or odd key parts (usernames come from the client) are stored as a digest, never verbatim. */
function encodeKeyPart(part: string): string {
  if (part.length <= RATE_LIMIT_KEY_PART_MAX_LENGTH) return encodeURIComponent(part);
  return `sha256-${createHash('sha256').update(part, 'utf8').digest('hex')}`;
}

/** The bucket key of a subject, e.g. `admin-login:ip:1.2.3.4`. */
export function buildBucketKey(subject: RateLimitSubject): string {
  return [subject.rule.scope, ...subject.parts.map(encodeKeyPart)].join(':');
}

export function createRateLimiter(deps: { repository: RateLimitRepository; clock: Clock }): RateLimiter {
  const { repository, clock } = deps;
  return {
    async assertNotLimited(subjects) {
      const keyed = new Map(subjects.map((subject) => [buildBucketKey(subject), subject.rule]));
      const buckets = await repository.findBuckets([...keyed.keys()]);
      const now = clock.now().getTime();
      let retryAfterMs = 0;
      for (const bucket of buckets) {
        const rule = keyed.get(bucket.bucket_key);
        const remainingMs = new Date(bucket.expires_at).getTime() - now;
        if (rule && bucket.count >= rule.limit && remainingMs > 0)
          retryAfterMs = Math.max(retryAfterMs, remainingMs);
      }
      if (retryAfterMs > 0) throw rateLimitedError(Math.ceil(retryAfterMs / 1000));
    },

    async recordFailure(subjects) {
      const now = clock.now();
      for (const subject of subjects) {
        await repository.incrementBucket(buildBucketKey(subject), now, subject.rule.windowMs);
      }
    },

    async verifyAttempt(subjects, verify) {
      const now = clock.now();
      const counted: string[] = [];
      const release = async () => {
        for (const bucketKey of counted) await repository.decrementBucket(bucketKey);
      };
      let retryAfterMs = 0;
      try {
        for (const subject of subjects) {
          const bucketKey = buildBucketKey(subject);
          const bucket = await repository.incrementBucket(bucketKey, now, subject.rule.windowMs);
          counted.push(bucketKey);
          if (bucket.count > subject.rule.limit) {
            const remainingMs = new Date(bucket.expires_at).getTime() - now.getTime();
            retryAfterMs = Math.max(retryAfterMs, remainingMs, 1);
          }
        }
      } catch (error) {
        await release();
        throw error;
      }
      if (retryAfterMs > 0) {
        await release();
        throw rateLimitedError(Math.ceil(retryAfterMs / 1000));
      }
      let isRejected = false;
      try {
        isRejected = !(await verify());
        return !isRejected;
      } finally {
        if (!isRejected) await release();
      }
    },

    purgeExpired: () => repository.deleteExpiredBuckets(clock.now()),
  };
}
