import type { FileShareDto } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fileManagementPath } from './files-base-path';
import { filesQueryKeyRoot } from './get-files';

/** The wire body of `PUT /admin|user/files/{id}` (`updateFileShareBodySchema`), partial. */
export interface UpdateFileRequest {
  remark?: string | null;
  /** `""` generates a new slug. */
  slug?: string;
  /** Hours from now; 0 = never. */
  expires_in?: number;
  password?: string;
  clear_password?: boolean;
  /** Resets `views` and clears `exhausted_at`. */
  max_views?: number;
}

export function updateFile({ id, body }: { id: string; body: UpdateFileRequest }): Promise<FileShareDto> {
  return apiClient.put<FileShareDto>(fileManagementPath(id), body);
}

export function useUpdateFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQueryKeyRoot }),
  });
}
