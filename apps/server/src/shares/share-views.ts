import type { ShareKind } from '@satchel/shared';
import { notFoundError } from '../lib/app-error.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { unlockShareView } from './share-password.js';
import { assertShareAvailable, shareGoneError, type ShareLimits } from './share-state.js';

/** What the public view flow needs of a share row. */
export type ViewableShare = ShareLimits & { id: string; password_hash: string | null };

/** The reads and counting UPDATEs of one share kind (its repository). */
export interface ShareViewStore<Row extends ViewableShare> {
  kind: ShareKind;
  /** The public row at `slug` (for files: committed uploads only). */
  findBySlug(slug: string): Promise<Row | undefined>;
  /** One conditional UPDATE counting a view of the passwordless share at `slug` (api.md §4.3). */
  countViewOfOpenShare(slug: string, now: Date): Promise<Row | undefined>;
  /** The same for the share `id` whatever its password (the caller has checked it). */
  countViewById(id: string, now: Date): Promise<Row | undefined>;
}

/** A public view: the counted row (content may be served) or, for a password or HEAD, metadata only. */
export type ShareViewResult<Row> = { counted: Row } | { metadataOnly: Row };

/**
 * The public view flow shared by pastes and file shares (api.md §4.3–4.4): count first, explain a
 * count that changed nothing as 404 (unknown), 410 (expired or out of views) or a password prompt.
 */
export function createShareViews<Row extends ViewableShare>(
  rateLimiter: RateLimiter,
  store: ShareViewStore<Row>,
) {
  /** The row at `slug` while it may still be viewed: else 404, or 410 once expired or exhausted. */
  const findAvailable = async (slug: string, now: Date): Promise<Row> => {
    const row = await store.findBySlug(slug);
    if (!row) throw notFoundError(store.kind);
    assertShareAvailable(row, now);
    return row;
  };

  /**
   * Explains a counting UPDATE that changed nothing: the share is unknown (404), gone (410), or (for
   * a race on the last view) has just run out (410 `view_limit`).
   */
  const explainUncounted = async (slug: string, now: Date): Promise<never> => {
    await findAvailable(slug, now);
    throw shareGoneError('view_limit');
  };

  return {
    findAvailable,
    explainUncounted,

    /**
     * GET (counts a view of a passwordless share, one statement in the common case) or HEAD (never
     * counts). A password-protected share answers with its metadata only.
     */
    async view(slug: string, now: Date, isHead: boolean): Promise<ShareViewResult<Row>> {
      if (!isHead) {
        const counted = await store.countViewOfOpenShare(slug, now);
        if (counted) return { counted };
      }
      const row = await findAvailable(slug, now);
      if (row.password_hash !== null || isHead) return { metadataOnly: row };
      return explainUncounted(slug, now);
    },

    /** Checks the password under the rate limits and counts one view; 410 when none is left. */
    async unlock(slug: string, password: string, clientIp: string, now: Date): Promise<Row> {
      const row = await findAvailable(slug, now);
      const counted = await unlockShareView(rateLimiter, {
        kind: store.kind,
        row,
        password,
        clientIp,
        countViewById: (id) => store.countViewById(id, now),
      });
      return counted ?? explainUncounted(slug, now);
    },
  };
}
