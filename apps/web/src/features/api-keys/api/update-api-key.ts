import type { ApiKeyDto } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CreateApiKeyRequest } from './create-api-key';
import { apiKeysQueryKey } from './get-api-keys';

/** The wire body of `PUT /admin/api-keys/{id}` (`updateApiKeyBodySchema`), partial. */
export type UpdateApiKeyRequest = Partial<Omit<CreateApiKeyRequest, 'custom_key'>>;

/** `PUT /admin/api-keys/{id}`: partial; the key value itself never changes. */
export function updateApiKey({ id, body }: { id: string; body: UpdateApiKeyRequest }): Promise<ApiKeyDto> {
  return apiClient.put<ApiKeyDto>(`/admin/api-keys/${encodeURIComponent(id)}`, body);
}

export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
