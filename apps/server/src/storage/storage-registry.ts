import { join } from 'node:path';
import type { StorageProviderType } from '@satchel/shared';
import { createLocalDriver } from './local-driver.js';
import type { LocalUrlSigner } from './local-url-signer.js';
import { createS3Driver } from './s3-driver.js';
import type { StorageDriver } from './storage-driver.js';

/** What a driver is built from: a stored config with its secret decrypted. */
export interface DriverConfig {
  id: string;
  providerType: StorageProviderType;
  endpointUrl: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  pathStyle: boolean;
  /** Changes whenever the config does (its `updated_at`): a stale driver is rebuilt. */
  version: string;
}

/**
 * One driver per config, reused across requests so S3 clients keep their connection pools. An
 * edited config gets a fresh driver on its next use.
 */
export interface StorageRegistry {
  driverFor(config: DriverConfig): StorageDriver;
  /** Drops a config's driver (deleted config). */
  evict(configId: string): void;
  close(): void;
}

/** `<DATA_DIR>/storage`: the root of every `local` bucket (api.md §3.5). */
export function localStorageRoot(dataDir: string): string {
  return join(dataDir, 'storage');
}

export function createStorageRegistry(deps: { dataDir: string; signer: LocalUrlSigner }): StorageRegistry {
  const drivers = new Map<string, { version: string; driver: StorageDriver & { destroy?: () => void } }>();

  const build = (config: DriverConfig): StorageDriver & { destroy?: () => void } => {
    if (config.providerType === 'local') {
      return createLocalDriver({
        rootDir: localStorageRoot(deps.dataDir),
        bucket: config.bucket,
        configId: config.id,
        signer: deps.signer,
      });
    }
    return createS3Driver({
      providerType: config.providerType,
      endpointUrl: config.endpointUrl ?? '',
      region: config.region,
      bucket: config.bucket,
      accessKeyId: config.accessKeyId ?? '',
      secretAccessKey: config.secretAccessKey ?? '',
      pathStyle: config.pathStyle,
    });
  };

  return {
    driverFor(config) {
      const cached = drivers.get(config.id);
      if (cached && cached.version === config.version) return cached.driver;
      // A replaced S3 client is not destroyed: requests still streaming through it must finish.
      const driver = build(config);
      drivers.set(config.id, { version: config.version, driver });
      return driver;
    },
    evict(configId) {
      drivers.delete(configId);
    },
    close() {
      for (const { driver } of drivers.values()) driver.destroy?.();
      drivers.clear();
    },
  };
}
