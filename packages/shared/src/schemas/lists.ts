import { z } from 'zod';
import { BATCH_MAX_ITEMS, BATCH_MIN_ITEMS, PAGE_LIMIT_MAX, PAGE_LIMIT_MIN } from '../limits.js';

const LIMIT_MESSAGE = `limit must be an integer from ${PAGE_LIMIT_MIN} to ${PAGE_LIMIT_MAX}`;
const OFFSET_MESSAGE = 'offset must be an integer of at least 0';
const PAGE_MESSAGE = 'page must be an integer of at least 1';

/** A query value that must be a whole number; empty means "not sent". */
function integerQuery(message: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      return typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );
}

/**
 * `?page&limit&offset` of a paged list (api.md §1.5): `limit` 1–200 (default per resource), and
 * either a 1-based `page` or an `offset`; `page` wins when both are sent.
 */
export function createPageQuerySchema(defaultLimit: number) {
  return z
    .object({
      limit: integerQuery(LIMIT_MESSAGE, PAGE_LIMIT_MIN, PAGE_LIMIT_MAX),
      offset: integerQuery(OFFSET_MESSAGE, 0),
      page: integerQuery(PAGE_MESSAGE, 1),
    })
    .transform(({ limit = defaultLimit, offset = 0, page }) => ({
      limit,
      offset: page === undefined ? offset : (page - 1) * limit,
    }));
}
/** A resolved page request: how many items, from where. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** `{ ids }` of a batch delete: 1–1000 ids (api.md §1.2). Unknown or malformed ids are reported, not refused. */
export const batchIdsBodySchema = z.object({
  ids: z
    .array(z.string({ error: 'ids must be a list of ids' }), { error: 'ids is required' })
    .min(BATCH_MIN_ITEMS, `ids must hold ${BATCH_MIN_ITEMS}-${BATCH_MAX_ITEMS} ids`)
    .max(BATCH_MAX_ITEMS, `ids must hold ${BATCH_MIN_ITEMS}-${BATCH_MAX_ITEMS} ids`),
});
export type BatchIdsBody = z.infer<typeof batchIdsBodySchema>;

/** Result of a batch delete: unknown (or foreign) ids are listed, not failures (api.md §3.3). */
export interface BatchDeleteResult {
  deleted_count: number;
  not_found: string[];
}

/** Result of `clear-expired`. */
export interface ClearExpiredResult {
  deleted_count: number;
}
