import { PASTES_DEFAULT_PAGE_SIZE, type Paged, type PasteListItemDto } from '@satchel/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { managementPath, type PasteManagementArea } from './management-area';

export const managedPastesQueryKey = ['pastes', 'managed'] as const;

/**
 * One page of pastes, newest first. The admin list pages by `page`; a key's list by `limit` and
 * `offset` (spec §7).
 */
export function getManagedPastes(
  area: PasteManagementArea,
  page: number,
  limit: number = PASTES_DEFAULT_PAGE_SIZE,
): Promise<Paged<PasteListItemDto>> {
  const query = area === 'admin' ? { page, limit } : { limit, offset: (page - 1) * limit };
  return apiClient.get<Paged<PasteListItemDto>>(managementPath(area), { query });
}

export function managedPastesQueryOptions(area: PasteManagementArea, page: number) {
  return queryOptions({
    queryKey: [...managedPastesQueryKey, area, page],
    queryFn: () => getManagedPastes(area, page),
    placeholderData: keepPreviousData,
  });
}

export function useManagedPastes(area: PasteManagementArea, page: number) {
  return useQuery(managedPastesQueryOptions(area, page));
}
