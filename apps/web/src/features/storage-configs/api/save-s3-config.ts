import type { S3ConfigDto, StorageProviderType } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { s3ConfigsQueryKey } from './get-s3-configs';

/** The wire body of `POST /s3-configs` (`createS3ConfigBodySchema`). */
export interface CreateS3ConfigRequest {
  name: string;
  provider_type: StorageProviderType;
  endpoint_url?: string | null;
  bucket_name: string;
  region?: string | null;
  access_key_id?: string | null;
  secret_access_key?: string | null;
  path_style?: boolean;
  default_folder?: string;
  is_public?: boolean;
  total_storage_bytes?: number | null;
}

/** `PUT /s3-configs/{id}`: partial; an empty or absent secret keeps the stored one. */
export type UpdateS3ConfigRequest = Partial<CreateS3ConfigRequest>;

export function createS3Config(body: CreateS3ConfigRequest): Promise<S3ConfigDto> {
  return apiClient.post<S3ConfigDto>('/s3-configs', body);
}

export function updateS3Config({
  id,
  body,
}: {
  id: string;
  body: UpdateS3ConfigRequest;
}): Promise<S3ConfigDto> {
  return apiClient.put<S3ConfigDto>(`/s3-configs/${encodeURIComponent(id)}`, body);
}

export function useCreateS3Config() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createS3Config,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: s3ConfigsQueryKey }),
  });
}

export function useUpdateS3Config() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateS3Config,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: s3ConfigsQueryKey }),
  });
}
