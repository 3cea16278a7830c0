import { apiClient } from '../../../lib/api-client';
import { deleteOneByOne, type BulkDeleteResult } from '../../../lib/bulk-delete';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { apiKeysQueryKey } from './get-api-keys';

export type { BulkDeleteResult };

/** `DELETE /admin/api-keys/{id}`, effective immediately. */
export function deleteApiKey(id: string): Promise<null> {
  return apiClient.delete<null>(`/admin/api-keys/${encodeURIComponent(id)}`);
}

/** There is no bulk call (api.md §3.2): deletes one by one and reports what failed. */
export function deleteApiKeys(ids: string[], remove = deleteApiKey): Promise<BulkDeleteResult> {
  return deleteOneByOne(ids, remove);
}

export function useDeleteApiKey() {
  return useInvalidatingMutation(deleteApiKey, apiKeysQueryKey);
}

export function useDeleteApiKeys() {
  return useInvalidatingMutation((ids: string[]) => deleteApiKeys(ids), apiKeysQueryKey);
}
