import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** All SQL of the system endpoints. */
export interface SystemRepository {
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
}

export function createSystemRepository(db: Kysely<Database>): SystemRepository {
  return {
    async ping() {
      await sql`select 1`.execute(db);
    },
  };
}
