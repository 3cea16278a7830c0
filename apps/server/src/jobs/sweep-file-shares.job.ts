import { SHARE_SWEEP_INTERVAL_MS } from '../config/constants.js';
import type { Logger } from '../lib/logger.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * Hourly, under the job lease (api.md §4.3, §4.5): deletes pending uploads not committed within
 * 24 h (their objects and open multipart uploads included), and file shares that have been expired
 * or exhausted for at least 24 h, objects first. Their reserved or used bytes are given back.
 */
export function createSweepFileSharesJob(deps: {
  sweepFileShares: () => Promise<{ pending: number; shares: number }>;
  logger: Logger;
}): ScheduledJob {
  return {
    name: 'sweep-file-shares',
    intervalMs: SHARE_SWEEP_INTERVAL_MS,
    async run() {
      const { pending, shares } = await deps.sweepFileShares();
      if (pending + shares > 0)
        deps.logger.info({ pending, shares }, 'swept abandoned uploads and expired file shares');
    },
  };
}
