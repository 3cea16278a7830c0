import type { S3ConfigTestResultDto } from '@satchel/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { s3ConfigsQueryKey } from './get-s3-configs';

const configPath = (id: string) => `/s3-configs/${encodeURIComponent(id)}`;

/** `DELETE /s3-configs/{id}`: 409 CONFIG_IN_USE while a share, pending upload or mount uses it. */
export function deleteS3Config(id: string): Promise<null> {
  return apiClient.delete<null>(configPath(id));
}

/** `PUT /s3-configs/{id}/set-default`: atomically the only default. */
export function setDefaultS3Config(id: string): Promise<null> {
  return apiClient.put<null>(`${configPath(id)}/set-default`);
}

/** `POST /s3-configs/{id}/test`: HTTP 200 even when the test fails (read the parts). */
export function testS3Config(id: string): Promise<S3ConfigTestResultDto> {
  return apiClient.post<S3ConfigTestResultDto>(`${configPath(id)}/test`);
}

export function useDeleteS3Config() {
  return useInvalidatingMutation(deleteS3Config, s3ConfigsQueryKey);
}

export function useSetDefaultS3Config() {
  return useInvalidatingMutation(setDefaultS3Config, s3ConfigsQueryKey);
}

export function useTestS3Config() {
  return useMutation({ mutationFn: testS3Config });
}
