import { sql, type Kysely } from 'kysely';
import { toIsoTimestamp, type Database, type RateLimitBucketsTable } from '../db/schema.js';

/** All SQL of the failure counters (api.md §5.5). */
export interface RateLimitRepository {
  findBuckets(bucketKeys: readonly string[]): Promise<RateLimitBucketsTable[]>;
  /**
   * Counts one attempt: starts a new window when the bucket is missing or its window is over.
   * Returns the bucket as this increment left it (atomic, so concurrent callers see distinct counts).
   */
  incrementBucket(
    bucketKey: string,
    now: Date,
    windowMs: number,
  ): Promise<Pick<RateLimitBucketsTable, 'count' | 'expires_at'>>;
  /** Takes one counted attempt back (never below zero). */
  decrementBucket(bucketKey: string): Promise<void>;
  deleteExpiredBuckets(now: Date): Promise<number>;
}

export function createRateLimitRepository(db: Kysely<Database>): RateLimitRepository {
  return {
    async findBuckets(bucketKeys) {
      if (bucketKeys.length === 0) return [];
      return db.selectFrom('rate_limit_buckets').selectAll().where('bucket_key', 'in', bucketKeys).execute();
    },

    async incrementBucket(bucketKey, now, windowMs) {
      const nowText = toIsoTimestamp(now);
      const expiresText = toIsoTimestamp(new Date(now.getTime() + windowMs));
      // One atomic upsert, so concurrent failures on several instances all count. Every CASE reads
      // the row as it was before this update (both dialects evaluate SET against the old row).
      const isWindowOver = sql<boolean>`rate_limit_buckets.expires_at <= ${nowText}`;
      return db
        .insertInto('rate_limit_buckets')
        .values({ bucket_key: bucketKey, window_start: nowText, count: 1, expires_at: expiresText })
        .onConflict((conflict) =>
          conflict.column('bucket_key').doUpdateSet({
            count: sql<number>`case when ${isWindowOver} then 1 else rate_limit_buckets.count + 1 end`,
            window_start: sql<string>`case when ${isWindowOver} then ${nowText} else rate_limit_buckets.window_start end`,
            expires_at: sql<string>`case when ${isWindowOver} then ${expiresText} else rate_limit_buckets.expires_at end`,
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow();
    },

    async decrementBucket(bucketKey) {
      await db
        .updateTable('rate_limit_buckets')
        .set({ count: sql<number>`count - 1` })
        .where('bucket_key', '=', bucketKey)
        .where('count', '>', 0)
        .execute();
    },

    async deleteExpiredBuckets(now) {
      const result = await db
        .deleteFrom('rate_limit_buckets')
        .where('expires_at', '<=', toIsoTimestamp(now))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
