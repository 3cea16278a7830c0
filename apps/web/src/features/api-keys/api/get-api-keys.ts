import type { ApiKeyDto } from '@satchel/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const apiKeysQueryKey = ['admin', 'api-keys'] as const;

/** `GET /admin/api-keys`: every key, newest first, expired ones included (api.md §3.2). */
export function getApiKeys(): Promise<ApiKeyDto[]> {
  return apiClient.get<ApiKeyDto[]>('/admin/api-keys');
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
