import type { LoginBody, LoginResult } from '@satchel/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /admin/login`; sent without any stored credential. */
export function loginAdmin(body: LoginBody): Promise<LoginResult | null> {
  return apiClient.post<LoginResult | null>('/admin/login', body, { credential: 'none' });
}

export function useAdminLogin() {
  return useMutation({ mutationFn: loginAdmin });
}
