import type { ApiKeyDto } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** The wire body of `POST /admin/api-keys` (`createApiKeyBodySchema` in @satchel/shared). */
export interface CreateApiKeyRequest {
  name: string;
  /** ISO time, or null for never. */
  expires_at?: string | null;
  text_permission?: boolean;
  file_permission?: boolean;
  mount_permission?: boolean;
  custom_key?: string;
  basic_path?: string;
}

/** Creates a key; the answer carries the full key (api.md §3.2). */
export function createApiKey(body: CreateApiKeyRequest): Promise<ApiKeyDto> {
  return apiClient.post<ApiKeyDto>('/admin/api-keys', body);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
