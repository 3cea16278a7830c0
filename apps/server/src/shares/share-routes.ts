import type { Permission } from '@satchel/shared';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { getAdminPrincipal, getApiKeyPrincipal, requireAdmin, requireApiKey } from '../http/guards.js';
import type { ManagingPrincipal, PublicRequestContext } from './share-management.js';

/** The public-request facts of a share call. */
export function publicRequestContext(c: Context<AppEnv>, baseUrl: string): PublicRequestContext {
  return {
    clientIp: c.var.clientIp,
    baseUrl,
    // Hono answers HEAD with the GET handler; it must never count a view (api.md §4.3).
    isHead: c.req.method === 'HEAD',
  };
}

/**
 * The guard and principal of a share management area: /admin/… for the admin, /user/… for a key
 * holding `permission` (own items only).
 */
export function managementArea(
  area: 'admin' | 'user',
  permission: Permission,
): { guard: MiddlewareHandler<AppEnv>; principalOf: (c: Context<AppEnv>) => ManagingPrincipal } {
  return {
    guard: area === 'admin' ? requireAdmin() : requireApiKey(permission),
    principalOf: (c) => (area === 'admin' ? getAdminPrincipal(c) : getApiKeyPrincipal(c)),
  };
}
