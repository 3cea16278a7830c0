import type { PasteDto } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { managedPastesQueryKey } from './get-managed-pastes';
import { managementPath, type PasteManagementArea } from './management-area';

/** The wire body of `PUT /admin|user/pastes/{id}` (`updatePasteBodySchema`), partial. */
export interface UpdatePasteRequest {
  content?: string;
  remark?: string | null;
  /** `""` generates a new slug. */
  slug?: string;
  password?: string;
  clear_password?: boolean;
  expires_at?: string | null;
  /** Changing it resets the view count (api.md §3.3). */
  max_views?: number;
}

export function updatePaste({
  area,
  id,
  body,
}: {
  area: PasteManagementArea;
  id: string;
  body: UpdatePasteRequest;
}): Promise<PasteDto> {
  return apiClient.put<PasteDto>(managementPath(area, `/${encodeURIComponent(id)}`), body);
}

export function useUpdatePaste() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaste,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedPastesQueryKey }),
  });
}
