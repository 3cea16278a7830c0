import { apiClient } from '../../../lib/api-client';

/**
 * `POST /admin/logout` revokes the presented token. The token is passed explicitly, so a token
 * that already expired does not also fire the session-expired event while logging out.
 */
export function logoutAdmin(token: string): Promise<null> {
  return apiClient.post<null>('/admin/logout', undefined, { credential: { kind: 'bearer', value: token } });
}
