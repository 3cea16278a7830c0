import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** `DELETE /admin/api-keys/{id}`, effective immediately. */
export function deleteApiKey(id: string): Promise<null> {
  return apiClient.delete<null>(`/admin/api-keys/${encodeURIComponent(id)}`);
}

export interface BulkDeleteResult {
  deleted: string[];
  failed: Array<{ id: string; error: unknown }>;
}

/** There is no bulk call (api.md §3.2): deletes one by one and reports what failed. */
export async function deleteApiKeys(ids: string[], remove = deleteApiKey): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  for (const id of ids) {
    try {
      await remove(id);
      result.deleted.push(id);
    } catch (error) {
      result.failed.push({ id, error });
    }
  }
  return result;
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useDeleteApiKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => deleteApiKeys(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
