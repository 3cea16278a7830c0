import type { AdminSession } from '@satchel/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const adminSessionQueryKey = ['admin', 'session'] as const;

/** `GET /admin/check`: who is logged in and until when. */
export function getAdminSession(): Promise<AdminSession> {
  return apiClient.get<AdminSession>('/admin/check');
}

export function adminSessionQueryOptions() {
  return queryOptions({ queryKey: adminSessionQueryKey, queryFn: getAdminSession, staleTime: 5 * 60_000 });
}

export function useAdminSession(enabled: boolean) {
  return useQuery({ ...adminSessionQueryOptions(), enabled });
}
