import { apiClient } from '../../../lib/api-client';
import { deleteOneByOne, type BulkDeleteResult } from '../../../lib/bulk-delete';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { fileManagementPath } from './files-base-path';
import { filesQueryKeyRoot } from './get-files';

/** `DELETE /admin|user/files/{id}`: the object first, then the record (api.md §4.10). */
export function deleteFile(id: string): Promise<null> {
  return apiClient.delete<null>(fileManagementPath(id));
}

export type BulkDeleteFilesResult = BulkDeleteResult;

/**
 * There is no batch call for file shares (api.md §3.4): deletes one by one, so one failure (a storage error keeps that record, §4.10)
 * does not stop the rest, and reports which failed.
 */
export function deleteFiles(ids: string[], remove = deleteFile): Promise<BulkDeleteFilesResult> {
  return deleteOneByOne(ids, remove);
}

export function useDeleteFile() {
  return useInvalidatingMutation(deleteFile, filesQueryKeyRoot);
}

export function useDeleteFiles() {
  return useInvalidatingMutation((ids: string[]) => deleteFiles(ids), filesQueryKeyRoot);
}
