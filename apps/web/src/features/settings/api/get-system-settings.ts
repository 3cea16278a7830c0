import type { SystemSettingsDto } from '@satchel/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const systemSettingsQueryKey = ['admin', 'system-settings'] as const;

/** `GET /admin/system-settings` (api.md §3.7). */
export function getSystemSettings(): Promise<SystemSettingsDto> {
  return apiClient.get<SystemSettingsDto>('/admin/system-settings');
}

export function systemSettingsQueryOptions() {
  return queryOptions({ queryKey: systemSettingsQueryKey, queryFn: getSystemSettings });
}

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions());
}
