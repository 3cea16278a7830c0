import type { changePasswordBodySchema } from '@satchel/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type ChangePasswordRequest = z.input<typeof changePasswordBodySchema>;

/**
 * `POST /admin/change-password`. Success revokes every admin token; a 401 means a wrong current
 * password and keeps the stored token (lib/api-client.ts).
 */
export function changePassword(body: ChangePasswordRequest): Promise<unknown> {
  return apiClient.post<unknown>('/admin/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
