import type { AdminSession } from '@satchel/shared';
import { apiClient } from '../../../lib/api-client';

/** `GET /test/admin-token` with the stored token; a 401 drops it (lib/api-client.ts). */
export function verifyAdminToken(): Promise<AdminSession> {
  return apiClient.get<AdminSession>('/test/admin-token');
}
