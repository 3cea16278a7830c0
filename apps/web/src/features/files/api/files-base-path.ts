import { getAdminToken } from '../../../lib/local-store';

/**
 * Management calls go to `/admin/files` for the admin and `/user/files` for a `file` key (api.md
 * §2.2). The stored credential decides, exactly like the request's Authorization header.
 */
export function filesBasePath(): '/admin/files' | '/user/files' {
  return getAdminToken() ? '/admin/files' : '/user/files';
}

export function fileManagementPath(id: string): string {
  return `${filesBasePath()}/${encodeURIComponent(id)}`;
}
