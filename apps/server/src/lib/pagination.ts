import type { PageRequest, Paged } from '@satchel/shared';

/**
 * The paged list shape of api.md §1.5: `{ items, pagination: { total, limit, offset, page,
 * total_pages, has_more } }`. `page` is the 1-based page the offset falls on.
 */
export function buildPage<T>(items: T[], total: number, request: PageRequest): Paged<T> {
  const { limit, offset } = request;
  return {
    items,
    pagination: {
      total,
      limit,
      offset,
      page: Math.floor(offset / limit) + 1,
      total_pages: Math.ceil(total / limit),
      has_more: offset + items.length < total,
    },
  };
}
