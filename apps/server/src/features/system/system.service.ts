import {
  HEALTH_STATUS_ERROR,
  HEALTH_STATUS_OK,
  type HealthDto,
  type MaxUploadSizeDto,
  type VersionDto,
} from '@satchel/shared';
import { toIsoTimestamp } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { Principal } from '../../lib/principal.js';
import type { SystemRepository } from './system.repository.js';

export interface SystemService {
  /** `GET /system/max-upload-size` (public). */
  getMaxUploadSize(principal: Principal): Promise<MaxUploadSizeDto>;
  /** `GET /version` (public). */
  getVersion(principal: Principal): VersionDto;
  /** `GET /health` (public). Throws 500 INTERNAL with `data: { status: "error" }` when the database is down. */
  checkHealth(principal: Principal): Promise<HealthDto>;
}

export function createSystemService(deps: {
  repository: SystemRepository;
  clock: Clock;
  logger: Logger;
  version: string;
  getMaxUploadSizeMb: () => Promise<number>;
}): SystemService {
  const { repository, clock, logger, version } = deps;
  return {
    getMaxUploadSize: async () => ({ max_upload_size: await deps.getMaxUploadSizeMb() }),

    getVersion: () => ({ version }),

    async checkHealth() {
      try {
        await repository.ping();
      } catch (error) {
        logger.error({ err: error }, 'health check: database unreachable');
        throw new AppError('INTERNAL', 500, 'health check failed', { status: HEALTH_STATUS_ERROR });
      }
      return { status: HEALTH_STATUS_OK, timestamp: toIsoTimestamp(clock.now()) };
    },
  };
}
