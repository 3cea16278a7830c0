import type { SystemSettingsDto, UpdateSystemSettingsBody } from '@satchel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { systemSettingsQueryKey } from './get-system-settings';

/** `PUT /admin/system-settings`, partial. */
export function updateSystemSettings(body: UpdateSystemSettingsBody): Promise<SystemSettingsDto> {
  return apiClient.put<SystemSettingsDto>('/admin/system-settings', body);
}

export function useUpdateSystemSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSettings,
    onSuccess: (settings) => queryClient.setQueryData(systemSettingsQueryKey, settings),
  });
}
