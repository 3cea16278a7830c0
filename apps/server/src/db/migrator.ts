import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database.js';
import * as foundation from './migrations/001-foundation.js';
import * as pastes from './migrations/002-pastes.js';
import * as storageAndFiles from './migrations/003-storage-and-files.js';

/**
 * Every migration, in order. Listed statically (not read from disk) so the esbuild bundle carries
 * them. Add `NNN-name` entries here as later issues add tables.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '001-foundation': foundation,
  '002-pastes': pastes,
  '003-storage-and-files': storageAndFiles,
};

const staticProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

/**
 * Brings the schema up to date. Kysely takes a lock first, so instances starting together on one
 * PostgreSQL database run each migration once. Returns the names that ran.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: staticProvider,
    // Kysely looks for its bookkeeping tables in any schema unless told which one to use.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
