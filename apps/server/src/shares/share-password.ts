import { SHARE_PASSWORD_MAX_LENGTH, type ShareKind } from '@satchel/shared';
import { rateLimitAddress } from '../http/client-address.js';
import { AppError, validationError } from '../lib/app-error.js';
import { verifyPassword } from '../lib/passwords.js';
import {
  RATE_LIMIT_RULES,
  type RateLimiter,
  type RateLimitSubject,
} from '../rate-limit/rate-limiter.service.js';

/** What a share-password check needs to know about the share and the caller. */
export interface SharePasswordAttempt {
  kind: ShareKind;
  shareId: string;
  /** The share's argon2id PHC hash. */
  passwordHash: string;
  /** The password the visitor sent. */
  password: string;
  clientIp: string;
}

/**
 * The two share-password counters of api.md §5.5: 10 failures per (IP, share) and 50 per share in
 * 15 minutes (the IP as rateLimitAddress buckets it: IPv6 per /64). Keyed by kind and id, so pastes and files never share a bucket.
 */
export function sharePasswordSubjects(
  kind: ShareKind,
  shareId: string,
  clientIp: string,
): RateLimitSubject[] {
  const share = `${kind}:${shareId}`;
  return [
    { rule: RATE_LIMIT_RULES.sharePasswordPerIpAndShare, parts: [rateLimitAddress(clientIp), share] },
    { rule: RATE_LIMIT_RULES.sharePasswordPerShare, parts: [share] },
  ];
}

/**
 * Checks a share password under the rate limits (paste POST, raw `?password=`, file verify):
 * throws 429 RATE_LIMITED while either counter is full (even for the right password), else verifies
 * the argon2id hash; a wrong password counts one failure and throws 401 PASSWORD_INCORRECT.
 * Callers check the share is still available (404/410) first and count the view only after this.
 */
export async function verifySharePassword(
  rateLimiter: RateLimiter,
  attempt: SharePasswordAttempt,
): Promise<void> {
  const subjects = sharePasswordSubjects(attempt.kind, attempt.shareId, attempt.clientIp);
  // Counted before argon2 runs (atomic), so parallel guesses cannot slip past the limit.
  // A password longer than any that can be set cannot match; it still counts as a failure.
  const isCorrect = await rateLimiter.verifyAttempt(
    subjects,
    async () =>
      attempt.password.length <= SHARE_PASSWORD_MAX_LENGTH &&
      (await verifyPassword(attempt.passwordHash, attempt.password)),
  );
  if (!isCorrect) throw new AppError('PASSWORD_INCORRECT', 'password incorrect');
}

/**
 * The password half of unlocking a share (paste POST, file verify): refuses a share without a
 * password (400 naming `password`), checks the password under the rate limits, then counts one view.
 * Returns the counted row, or undefined when the share ran out or expired in the meantime (the
 * caller explains that as 410). Throws what verifySharePassword throws.
 */
export async function unlockShareView<Row extends { id: string; password_hash: string | null }>(
  rateLimiter: RateLimiter,
  unlock: {
    kind: ShareKind;
    row: Row;
    password: string;
    clientIp: string;
    countViewById: (id: string) => Promise<Row | undefined>;
  },
): Promise<Row | undefined> {
  const { kind, row } = unlock;
  if (row.password_hash === null) throw validationError('password', `this ${kind} has no password`);
  await verifySharePassword(rateLimiter, {
    kind,
    shareId: row.id,
    passwordHash: row.password_hash,
    password: unlock.password,
    clientIp: unlock.clientIp,
  });
  return unlock.countViewById(row.id);
}
