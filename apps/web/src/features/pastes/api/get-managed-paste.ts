import type { PasteDto } from '@satchel/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { managedPastesQueryKey } from './get-managed-pastes';
import { managementPath, type PasteManagementArea } from './management-area';

/** `GET /admin|user/pastes/{id}`: the paste with its content; never counts a view. */
export function getManagedPaste(area: PasteManagementArea, id: string): Promise<PasteDto> {
  return apiClient.get<PasteDto>(managementPath(area, `/${encodeURIComponent(id)}`));
}

export function managedPasteQueryOptions(area: PasteManagementArea, id: string) {
  return queryOptions({
    queryKey: [...managedPastesQueryKey, area, 'detail', id],
    queryFn: () => getManagedPaste(area, id),
    staleTime: 0,
  });
}

export function useManagedPaste(area: PasteManagementArea, id: string | null) {
  return useQuery({ ...managedPasteQueryOptions(area, id ?? ''), enabled: id !== null });
}
