import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createSilentLogger } from '../lib/logger.js';
import { createJobLeaseRepository } from './job-lease.repository.js';
import { startScheduler, type ScheduledJob } from './scheduler.js';

describe('scheduled jobs under a database lease (api.md §4.3)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('of two instances only one runs a job per interval; the next interval is free again', async () => {
    let runs = 0;
    const job: ScheduledJob = { name: 'count', intervalMs: 60_000, run: async () => void (runs += 1) };
    const leases = createJobLeaseRepository(t.db);
    const logger = createSilentLogger();
    const first = startScheduler({ jobs: [job], leases, clock: t.clock, logger, holder: 'instance-a' });
    const second = startScheduler({ jobs: [job], leases, clock: t.clock, logger, holder: 'instance-b' });
    try {
      expect(await first.runIfLeased('count')).toBe(true);
      expect(await second.runIfLeased('count')).toBe(false);
      t.clock.advance(30_000);
      expect(await second.runIfLeased('count')).toBe(false);
      t.clock.advance(30_000);
      expect(await second.runIfLeased('count')).toBe(true);
      expect(await first.runIfLeased('count')).toBe(false);
      expect(runs).toBe(2);
    } finally {
      first.stop();
      second.stop();
    }
  });

  it('a failing job is logged, not thrown', async () => {
    const leases = createJobLeaseRepository(t.db);
    const job: ScheduledJob = {
      name: 'boom',
      intervalMs: 1000,
      run: async () => Promise.reject(new Error('boom')),
    };
    const scheduler = startScheduler({ jobs: [job], leases, clock: t.clock, logger: createSilentLogger() });
    expect(await scheduler.runIfLeased('boom')).toBe(false);
    scheduler.stop();
  });

  it('purge-expired-rows deletes expired sessions and stale rate-limit buckets only', async () => {
    const oldToken = await t.loginAsAdmin();
    await t.post('/api/admin/login', { username: 'admin', password: 'wrong' });
    t.clock.advance(23 * 3_600_000);
    const freshToken = await t.loginAsAdmin();
    t.clock.advance(3_600_000);
    const scheduler = startScheduler({
      jobs: t.services.jobs,
      leases: t.services.jobLeases,
      clock: t.clock,
      logger: createSilentLogger(),
    });
    try {
      expect(await scheduler.runIfLeased('purge-expired-rows')).toBe(true);
    } finally {
      scheduler.stop();
    }
    expect(await t.db.selectFrom('admin_tokens').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('rate_limit_buckets').selectAll().execute()).toHaveLength(0);
    expect((await t.get('/api/admin/check', { token: freshToken })).status).toBe(200);
    expect((await t.get('/api/admin/check', { token: oldToken })).status).toBe(401);
  });
});
