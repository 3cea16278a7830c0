import type { CreatedPasteDto } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { managedPastesQueryKey } from './get-managed-pastes';

/** The wire body of `POST /paste` (`createPasteBodySchema` in @satchel/shared). */
export interface CreatePasteRequest {
  content: string;
  remark?: string;
  slug?: string;
  password?: string;
  /** Absolute ISO time, or null for never. */
  expires_at: string | null;
  /** 0 = unlimited. */
  max_views: number;
}

/** `POST /paste` (admin or a `text` key) → the paste with its tokenless `raw_url`. */
export function createPaste(body: CreatePasteRequest): Promise<CreatedPasteDto> {
  return apiClient.post<CreatedPasteDto>('/paste', body);
}

export function useCreatePaste() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaste,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managedPastesQueryKey }),
  });
}
