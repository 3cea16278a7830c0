/**
 * True when `error` is a unique-constraint violation from either dialect (SQLite
 * SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY, PostgreSQL 23505). Repositories use it to turn a lost race
 * into the same 409 a pre-check would have given.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
