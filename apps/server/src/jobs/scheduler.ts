import type { Clock } from '../lib/clock.js';
import { generateId } from '../lib/ids.js';
import type { Logger } from '../lib/logger.js';
import type { JobLeaseRepository } from './job-lease.repository.js';

/** A piece of periodic work (api.md §4.3: sweeps run under a database lease). */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

export interface Scheduler {
  /** Runs `name` now if this instance wins its lease; true when it ran. */
  runIfLeased(name: string): Promise<boolean>;
  stop(): void;
}

/**
 * Runs each job every `intervalMs`, on whichever instance takes its lease first. The lease lasts one
 * interval and is never released early, so across all instances a job runs about once per interval;
 * a crashed holder's lease simply expires.
 */
export function startScheduler(deps: {
  jobs: readonly ScheduledJob[];
  leases: JobLeaseRepository;
  clock: Clock;
  logger: Logger;
  /** Identifies this process in the lease table. */
  holder?: string;
}): Scheduler {
  const { jobs, leases, clock, logger } = deps;
  const holder = deps.holder ?? generateId();
  const running = new Set<string>();

  const runIfLeased = async (name: string): Promise<boolean> => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job || running.has(name)) return false;
    running.add(name);
    try {
      const now = clock.now();
      const isLeased = await leases.tryAcquireLease(
        name,
        holder,
        now,
        new Date(now.getTime() + job.intervalMs),
      );
      if (!isLeased) return false;
      await job.run();
      return true;
    } catch (error) {
      logger.error({ err: error, job: name }, 'scheduled job failed');
      return false;
    } finally {
      running.delete(name);
    }
  };

  const timers = jobs.map((job) => {
    const timer = setInterval(() => void runIfLeased(job.name), job.intervalMs);
    // Timers must not keep the process alive during shutdown.
    timer.unref();
    return timer;
  });

  return {
    runIfLeased,
    stop: () => timers.forEach((timer) => clearInterval(timer)),
  };
}
