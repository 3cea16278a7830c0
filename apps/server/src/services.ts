import type { Kysely } from 'kysely';
import type { AppConfig } from './config/env.js';
import type { Database } from './db/schema.js';
import { createApiKeysRepository } from './features/api-keys/api-keys.repository.js';
import { createApiKeysService, type ApiKeysService } from './features/api-keys/api-keys.service.js';
import { createAuthRepository } from './features/auth/auth.repository.js';
import { createAuthService, type AuthService } from './features/auth/auth.service.js';
import { createFilesRepository } from './features/files/files.repository.js';
import { createFilesService, type FilesService } from './features/files/files.service.js';
import { createPastesRepository } from './features/pastes/pastes.repository.js';
import { createPastesService, type PastesService } from './features/pastes/pastes.service.js';
import { createS3ConfigsRepository } from './features/s3-configs/s3-configs.repository.js';
import { createS3ConfigsService, type S3ConfigsService } from './features/s3-configs/s3-configs.service.js';
import { createSettingsRepository } from './features/settings/settings.repository.js';
import { createSettingsService, type SettingsService } from './features/settings/settings.service.js';
import { createSystemRepository } from './features/system/system.repository.js';
import { createSystemService, type SystemService } from './features/system/system.service.js';
import { createJobLeaseRepository, type JobLeaseRepository } from './jobs/job-lease.repository.js';
import { createPurgeExpiredRowsJob } from './jobs/purge-expired-rows.job.js';
import { createSweepExpiredPastesJob } from './jobs/sweep-expired-pastes.job.js';
import { createSweepFileSharesJob } from './jobs/sweep-file-shares.job.js';
import type { ScheduledJob } from './jobs/scheduler.js';
import type { Clock } from './lib/clock.js';
import type { Keyring } from './lib/crypto.js';
import type { Logger } from './lib/logger.js';
import { createShareAccessTokens, type ShareAccessTokens } from './lib/share-access-token.js';
import { createRateLimitRepository } from './rate-limit/rate-limit.repository.js';
import { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.service.js';
import { createLocalUrlSigner, type LocalUrlSigner } from './storage/local-url-signer.js';
import { createStorageRegistry, type StorageRegistry } from './storage/storage-registry.js';

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
  pastes: PastesService;
  /** Share access tokens for every share kind (api.md §4.4). */
  shareTokens: ShareAccessTokens;
  /** Storage configs, capacity and the drivers behind them (api.md §3.5, §4.6). */
  s3Configs: S3ConfigsService;
  files: FilesService;
  storageRegistry: StorageRegistry;
  localUrlSigner: LocalUrlSigner;
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
  const shareTokens = createShareAccessTokens({ keyring, clock });
  const pastes = createPastesService({
    repository: createPastesRepository(db),
    shareTokens,
    rateLimiter,
    clock,
  });
  const localUrlSigner = createLocalUrlSigner({ keyring, clock });
  const storageRegistry = createStorageRegistry({ dataDir: deps.config.dataDir, signer: localUrlSigner });
  const s3Configs = createS3ConfigsService({
    repository: createS3ConfigsRepository(db),
    registry: storageRegistry,
    keyring,
    clock,
    logger,
  });
  const files = createFilesService({
    repository: createFilesRepository(db),
    storage: s3Configs,
    shareTokens,
    rateLimiter,
    clock,
    logger,
    getMaxUploadSizeMb: () => settings.getMaxUploadSizeMb(),
  });
  const jobs = [
    createPurgeExpiredRowsJob({
      purgeExpiredSessions: () => auth.purgeExpiredSessions(),
      purgeExpiredRateLimitBuckets: () => rateLimiter.purgeExpired(),
      logger,
    }),
    createSweepExpiredPastesJob({ sweepExpiredPastes: () => pastes.sweepExpired(), logger }),
    createSweepFileSharesJob({ sweepFileShares: () => files.sweep(), logger }),
  ];
  return {
    auth,
    apiKeys,
    settings,
    system,
    pastes,
    shareTokens,
    s3Configs,
    files,
    storageRegistry,
    localUrlSigner,
    rateLimiter,
    jobLeases: createJobLeaseRepository(db),
    jobs,
  };
}
