import type { Principal } from '../../auth/hooks/use-principal';

/** Management calls live under /admin/pastes for the admin and /user/pastes for a `text` key. */
export type PasteManagementArea = 'admin' | 'user';

export function managementAreaOf(principal: Principal): PasteManagementArea | null {
  if (principal.kind === 'admin') return 'admin';
  if (principal.kind === 'api-key' && principal.permissions.text) return 'user';
  return null;
}

export function managementPath(area: PasteManagementArea, suffix = ''): string {
  return `/${area}/pastes${suffix}`;
}
