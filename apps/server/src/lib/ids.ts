import { randomUUID } from 'node:crypto';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A new UUID v4 id (api.md §1.1). */
export function generateId(): string {
  return randomUUID();
}

/** True for a well-formed UUID. Services answer a malformed id with 404, like an unknown one. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
