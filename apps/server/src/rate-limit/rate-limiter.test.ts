import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { AppError } from '../lib/app-error.js';
import { createFixedClock } from '../lib/clock.js';
import { createRateLimitRepository } from './rate-limit.repository.js';
import { buildBucketKey, createRateLimiter, type RateLimitRule } from './rate-limiter.service.js';

const RULE: RateLimitRule = { scope: 'unit', limit: 3, windowMs: 60_000 };

describe('rate limiter (api.md §5.5)', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.dispose();
  });

  const build = (clock = createFixedClock()) => ({
    clock,
    limiter: createRateLimiter({ repository: createRateLimitRepository(database.db), clock }),
  });

  async function retryAfterOf(promise: Promise<void>): Promise<number | null> {
    try {
      await promise;
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('RATE_LIMITED');
      return (error as AppError).data!.retry_after as number;
    }
  }

  it('limits once `limit` failures fall in one window, then frees the bucket when it ends', async () => {
    const { clock, limiter } = build();
    const subject = [{ rule: RULE, parts: ['1.2.3.4'] }];
    for (let failure = 0; failure < 2; failure += 1) await limiter.recordFailure(subject);
    expect(await retryAfterOf(limiter.assertNotLimited(subject))).toBeNull();
    await limiter.recordFailure(subject);
    expect(await retryAfterOf(limiter.assertNotLimited(subject))).toBe(60);
    clock.advance(59_001);
    expect(await retryAfterOf(limiter.assertNotLimited(subject))).toBe(1);
    clock.advance(999);
    expect(await retryAfterOf(limiter.assertNotLimited(subject))).toBeNull();
    // The next failure opens a fresh window with a count of one.
    await limiter.recordFailure(subject);
    const [bucket] = await database.db.selectFrom('rate_limit_buckets').selectAll().execute();
    expect(bucket).toMatchObject({ count: 1, window_start: clock.now().toISOString() });
  });

  it('keeps subjects apart and reports the longest wait', async () => {
    const { clock, limiter } = build();
    const first = { rule: RULE, parts: ['a'] };
    const second = { rule: { ...RULE, scope: 'other' }, parts: ['a'] };
    for (let failure = 0; failure < 3; failure += 1) await limiter.recordFailure([first]);
    clock.advance(10_000);
    for (let failure = 0; failure < 3; failure += 1) await limiter.recordFailure([second]);
    expect(await retryAfterOf(limiter.assertNotLimited([{ rule: RULE, parts: ['b'] }]))).toBeNull();
    expect(await retryAfterOf(limiter.assertNotLimited([first, second]))).toBe(60);
    expect(await retryAfterOf(limiter.assertNotLimited([first]))).toBe(50);
  });

  it('counts concurrent failures exactly', async () => {
    const { limiter } = build();
    const subject = [{ rule: { ...RULE, limit: 100 }, parts: ['burst'] }];
    await Promise.all(Array.from({ length: 20 }, () => limiter.recordFailure(subject)));
    const [bucket] = await database.db.selectFrom('rate_limit_buckets').selectAll().execute();
    expect(bucket!.count).toBe(20);
  });

  it('stores long client-supplied parts as a digest', () => {
    const key = buildBucketKey({ rule: RULE, parts: ['x'.repeat(500)] });
    expect(key).toMatch(/^unit:sha256-[0-9a-f]{64}$/);
    expect(buildBucketKey({ rule: RULE, parts: ['a:b', 'c'] })).toBe('unit:a%3Ab:c');
  });

  it('purges buckets whose window is over', async () => {
    const { clock, limiter } = build();
    await limiter.recordFailure([{ rule: RULE, parts: ['old'] }]);
    clock.advance(30_000);
    await limiter.recordFailure([{ rule: RULE, parts: ['new'] }]);
    clock.advance(30_000);
    expect(await limiter.purgeExpired()).toBe(1);
    const keys = await database.db.selectFrom('rate_limit_buckets').select('bucket_key').execute();
    expect(keys).toEqual([{ bucket_key: 'unit:new' }]);
  });
});
