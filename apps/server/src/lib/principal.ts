import type { Permission, PermissionSet } from '@satchel/shared';

/**
 * Who made a request, resolved once per request into `c.var.principal` (design.md §4.5) and passed
 * first to every service call.
 */
export type Principal = AdminPrincipal | ApiKeyPrincipal | PublicPrincipal;

/** The admin, authenticated by a session token. */
export interface AdminPrincipal {
  kind: 'admin';
  adminId: string;
  username: string;
  /** HMAC digest of the presented token: logout revokes exactly this session. */
  tokenDigest: string;
  expiresAt: string;
}

/** An API key as re-read from the database on this request (api.md §2.1). Never holds the key itself. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  permissions: PermissionSet;
  basicPath: string;
  expiresAt: string | null;
  credentialVersion: number;
}

export interface ApiKeyPrincipal {
  kind: 'api-key';
  apiKey: ApiKeyIdentity;
}

/** No credential, or (on public endpoints) a credential that did not check out. */
export interface PublicPrincipal {
  kind: 'public';
}

export const PUBLIC_PRINCIPAL: PublicPrincipal = { kind: 'public' };

/** True when the key holds every one of `permissions`. */
export function hasPermissions(apiKey: ApiKeyIdentity, permissions: readonly Permission[]): boolean {
  return permissions.every((permission) => apiKey.permissions[permission]);
}

/** `created_by` of items a principal creates (api.md §2.1): `admin` or `apikey:<key id>`. */
export function describeCreator(principal: AdminPrincipal | ApiKeyPrincipal): string {
  return principal.kind === 'admin' ? 'admin' : `apikey:${principal.apiKey.id}`;
}
