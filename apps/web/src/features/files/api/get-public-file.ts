import type { PublicFileShareDto } from '@satchel/shared';
import { apiClient } from '../../../lib/api-client';

/**
 * `GET /public/files/{slug}`. Without a password this counts a view (api.md §4.3), so the page
 * calls it exactly once per visit, as a mutation: never retried, never refetched (design.md §4.9).
 */
export function getPublicFile(slug: string): Promise<PublicFileShareDto> {
  return apiClient.get<PublicFileShareDto>(`/public/files/${encodeURIComponent(slug)}`);
}

/**
 * `POST /public/files/{slug}/verify`: the right password counts a view and returns the unlocked
 * share with its URLs. 401 = wrong password (the stored credential is kept), 429 = wait.
 */
export function verifyFilePassword(slug: string, password: string): Promise<PublicFileShareDto> {
  return apiClient.post<PublicFileShareDto>(`/public/files/${encodeURIComponent(slug)}/verify`, {
    password,
  });
}
