import type { PublicS3ConfigDto, S3ConfigDto } from '@satchel/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const s3ConfigsQueryKey = ['s3-configs'] as const;

/**
 * `GET /s3-configs`. The admin gets every config in full; a `file` key only the `is_public` ones,
 * reduced to what the upload page's storage selector needs (api.md §3.5).
 */
export function getS3Configs(): Promise<Array<S3ConfigDto | PublicS3ConfigDto>> {
  return apiClient.get<Array<S3ConfigDto | PublicS3ConfigDto>>('/s3-configs');
}

export function s3ConfigsQueryOptions(enabled = true) {
  return queryOptions({ queryKey: s3ConfigsQueryKey, queryFn: getS3Configs, enabled });
}

/** Every config as the admin sees it (the storage-config module is admin only). */
export function useS3Configs() {
  return useQuery({ ...s3ConfigsQueryOptions(), select: (data) => data as S3ConfigDto[] });
}

/** The configs the upload page may offer to the current principal. */
export function useUploadTargets(enabled: boolean) {
  return useQuery(s3ConfigsQueryOptions(enabled));
}
