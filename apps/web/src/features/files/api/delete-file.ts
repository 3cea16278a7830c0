import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fileManagementPath } from './files-base-path';
import { filesQueryKeyRoot } from './get-files';

/** `DELETE /admin|user/files/{id}`: the object first, then the record (api.md §4.10). */
export function deleteFile(id: string): Promise<null> {
  return apiClient.delete<null>(fileManagementPath(id));
}

export interface BulkDeleteFilesResult {
  deleted: string[];
  failed: Array<{ id: string; error: unknown }>;
}

/**
 * There is no batch call for file shares (api.md §3.4): deletes one by one, so one failure (a storage error keeps that record, §4.10)
 * does not stop the rest, and reports which failed.
 */
export async function deleteFiles(ids: string[], remove = deleteFile): Promise<BulkDeleteFilesResult> {
  const result: BulkDeleteFilesResult = { deleted: [], failed: [] };
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

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot }),
  });
}

export function useDeleteFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => deleteFiles(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot }),
  });
}
