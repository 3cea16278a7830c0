import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/schema.js';
import { createApiKeysRepository } from './features/api-keys/api-keys.repository.js';
import { createApiKeysService, type ApiKeysService } from './features/api-keys/api-keys.service.js';
import { createAuthRepository } from './features/auth/auth.repository.js';
import { createAuthService, type AuthService } from './features/auth/auth.service.js';
import { createSettingsRepository } from './features/settings/settings.repository.js';
import { createSettingsService, type SettingsService } from './features/settings/settings.service.js';
import { createSystemRepository } from './features/system/system.repository.js';
import { createSystemService, type SystemService } from './features/system/system.service.js';
import { createJobLeaseRepository, type JobLeaseRepository } from './jobs/job-lease.repository.js';
import { createPurgeExpiredRowsJob } from './jobs/purge-expired-rows.job.js';
import type { ScheduledJob } from './jobs/scheduler.js';
import type { Clock } from './lib/clock.js';
import type { Keyring } from './lib/crypto.js';
import type { Logger } from './lib/logger.js';
import { createRateLimitRepository } from './rate-limit/rate-limit.repository.js';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.service.js';

/** Everything the app is built from; main.ts and the test harness provide it. */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  keyring: Keyring;
  version: string;
}

/** The services, wired once. Features receive only the services they use. */
export interface AppServices {
  auth: AuthService;
  apiKeys: ApiKeysService;
  settings: SettingsService;
  system: SystemService;
  rateLimiter: RateLimiter;
  jobLeases: JobLeaseRepository;
  jobs: ScheduledJob[];
}

/** The one place that wires repositories into services (design.md §2). No side effects. */
export function createServices(deps: AppDeps): AppServices {
  const { db, clock, logger, keyring, version } = deps;
  const rateLimiter = createRateLimiter({ repository: createRateLimitRepository(db), clock });
  const auth = createAuthService({ repository: createAuthRepository(db), keyring, clock, rateLimiter });
  const apiKeys = createApiKeysService({ repository: createApiKeysRepository(db), keyring, clock, logger });
  const settings = createSettingsService({ repository: createSettingsRepository(db), clock, logger });
  const system = createSystemService({
    repository: createSystemRepository(db),
    clock,
    logger,
    version,
    getMaxUploadSizeMb: () => settings.getMaxUploadSizeMb(),
  });
  const jobs = [
    createPurgeExpiredRowsJob({
      purgeExpiredSessions: () => auth.purgeExpiredSessions(),
      purgeExpiredRateLimitBuckets: () => rateLimiter.purgeExpired(),
      logger,
    }),
  ];
  return { auth, apiKeys, settings, system, rateLimiter, jobLeases: createJobLeaseRepository(db), jobs };
}
