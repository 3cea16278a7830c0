import type { Kysely } from 'kysely';
import { toIsoTimestamp, type Database } from '../db/schema.js';

/** All SQL of job leases. */
export interface JobLeaseRepository {
  /**
   * Takes the lease on `name` until `expiresAt` when it is free, expired or already ours; one atomic
   * upsert, so of several instances racing exactly one wins. True when this holder now has it.
   */
  tryAcquireLease(name: string, holder: string, now: Date, expiresAt: Date): Promise<boolean>;
}

export function createJobLeaseRepository(db: Kysely<Database>): JobLeaseRepository {
  return {
    async tryAcquireLease(name, holder, now, expiresAt) {
      const nowText = toIsoTimestamp(now);
      const expiresText = toIsoTimestamp(expiresAt);
      const result = await db
        .insertInto('job_leases')
        .values({ name, holder, acquired_at: nowText, expires_at: expiresText })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ holder, acquired_at: nowText, expires_at: expiresText })
            .where((eb) =>
              eb.or([eb('job_leases.expires_at', '<=', nowText), eb('job_leases.holder', '=', holder)]),
            ),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
