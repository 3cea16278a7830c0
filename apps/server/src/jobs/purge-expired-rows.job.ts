import { PURGE_EXPIRED_ROWS_INTERVAL_MS } from '../config/constants.js';
import type { Logger } from '../lib/logger.js';
import type { ScheduledJob } from './scheduler.js';

/** Deletes expired admin sessions and rate-limit buckets whose window is over; both tables only grow otherwise. */
export function createPurgeExpiredRowsJob(deps: {
  purgeExpiredSessions: () => Promise<number>;
  purgeExpiredRateLimitBuckets: () => Promise<number>;
  logger: Logger;
}): ScheduledJob {
  return {
    name: 'purge-expired-rows',
    intervalMs: PURGE_EXPIRED_ROWS_INTERVAL_MS,
    async run() {
      const sessions = await deps.purgeExpiredSessions();
      const buckets = await deps.purgeExpiredRateLimitBuckets();
      if (sessions + buckets > 0) deps.logger.debug({ sessions, buckets }, 'purged expired rows');
    },
  };
}
