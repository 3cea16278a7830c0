import type { BatchDeleteResult, ClearExpiredResult } from '@satchel/shared';
import { apiClient } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { managedPastesQueryKey } from './get-managed-pastes';
import { managementPath, type PasteManagementArea } from './management-area';

/** `DELETE /admin|user/pastes/{id}`. */
export function deletePaste({ area, id }: { area: PasteManagementArea; id: string }): Promise<null> {
  return apiClient.delete<null>(managementPath(area, `/${encodeURIComponent(id)}`));
}

/** `POST /admin|user/pastes/batch-delete {ids}`; unknown or foreign ids come back in `not_found`. */
export function batchDeletePastes({
  area,
  ids,
}: {
  area: PasteManagementArea;
  ids: string[];
}): Promise<BatchDeleteResult> {
  return apiClient.post<BatchDeleteResult>(managementPath(area, '/batch-delete'), { ids });
}

/** `POST /admin/pastes/clear-expired`: deletes every expired and exhausted paste (admin only). */
export function clearExpiredPastes(): Promise<ClearExpiredResult> {
  return apiClient.post<ClearExpiredResult>(managementPath('admin', '/clear-expired'), {
    clear_expired: true,
  });
}

export const useDeletePaste = () => useInvalidatingMutation(deletePaste, managedPastesQueryKey);
export const useBatchDeletePastes = () => useInvalidatingMutation(batchDeletePastes, managedPastesQueryKey);
export const useClearExpiredPastes = () => useInvalidatingMutation(clearExpiredPastes, managedPastesQueryKey);
