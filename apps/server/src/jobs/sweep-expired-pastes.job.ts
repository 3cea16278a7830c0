import { SHARE_SWEEP_INTERVAL_MS } from '../config/constants.js';
import type { Logger } from '../lib/logger.js';
import type { ScheduledJob } from './scheduler.js';

/**
 * Hourly, under the job lease: deletes pastes that have been expired or exhausted for at least 24 h
 * (api.md §4.3). Until then they answer 410; afterwards 404, and their slugs are free again.
 */
export function createSweepExpiredPastesJob(deps: {
  sweepExpiredPastes: () => Promise<number>;
  logger: Logger;
}): ScheduledJob {
  return {
    name: 'sweep-expired-pastes',
    intervalMs: SHARE_SWEEP_INTERVAL_MS,
    async run() {
      const deleted = await deps.sweepExpiredPastes();
      if (deleted > 0) deps.logger.info({ deleted }, 'swept expired and exhausted pastes');
    },
  };
}
