import { DEFAULT_MAX_UPLOAD_SIZE_MB } from '@satchel/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const maxUploadSizeQueryKey = ['system', 'max-upload-size'] as const;

/**
 * `GET /system/max-upload-size` → MB. Spec §9: when the setting cannot be read, 100 MB is assumed
 * (the server enforces the real limit anyway).
 */
export async function getMaxUploadSizeMb(): Promise<number> {
  try {
    const data = await apiClient.get<{ max_upload_size?: unknown }>('/system/max-upload-size', {
      credential: 'none',
    });
    const value = Number(data?.max_upload_size);
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_MAX_UPLOAD_SIZE_MB;
  } catch {
    return DEFAULT_MAX_UPLOAD_SIZE_MB;
  }
}

export function useMaxUploadSizeMb() {
  return useQuery(queryOptions({ queryKey: maxUploadSizeQueryKey, queryFn: getMaxUploadSizeMb }));
}
