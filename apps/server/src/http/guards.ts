import type { Permission } from '@satchel/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../lib/app-error.js';
import { hasPermissions, type AdminPrincipal, type ApiKeyPrincipal } from '../lib/principal.js';
import type { AppEnv } from './app-env.js';

/*
 * Route gates of api.md §2.2, deny by default. Each route declares what it needs; the principal was
 * resolved once by http/principal.ts. Anonymous → 401 (or the credential's own 401 when one was sent
 * and rejected); valid credential of the wrong kind or without a flag → 403.
 */

const UNAUTHENTICATED_MESSAGES = {
  UNAUTHENTICATED: 'authentication required',
  TOKEN_EXPIRED: 'admin session expired, please log in again',
  API_KEY_INVALID: 'API key invalid or expired',
} as const;

function rejectAnonymous(c: Context<AppEnv>): never {
  const code = c.var.credentialProblem ?? 'UNAUTHENTICATED';
  throw new AppError(code, UNAUTHENTICATED_MESSAGES[code]);
}

function missingPermissionMessage(permissions: readonly Permission[]): string {
  return `this API key needs the ${permissions.join(' and ')} permission${permissions.length > 1 ? 's' : ''}`;
}

/** Admin only: `/admin/*`, `/test/admin-token`, S3-config writes. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.var.principal;
    if (principal.kind === 'public') rejectAnonymous(c);
    if (principal.kind !== 'admin') throw new AppError('FORBIDDEN', 'admin access required');
    await next();
  };
}

/** API key only, holding every listed flag: `/test/api-key`, `/user/*` (the admin gets 403 there). */
export function requireApiKey(...permissions: Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.var.principal;
    if (principal.kind === 'public') rejectAnonymous(c);
    if (principal.kind !== 'api-key') throw new AppError('FORBIDDEN', 'API key access required');
    if (!hasPermissions(principal.apiKey, permissions)) {
      throw new AppError('FORBIDDEN', missingPermissionMessage(permissions));
    }
    await next();
  };
}

/** The admin, or an API key holding every listed flag: `POST /paste` (`text`), uploads (`file`), … */
export function requirePermission(...permissions: Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const principal = c.var.principal;
    if (principal.kind === 'public') rejectAnonymous(c);
    if (principal.kind === 'api-key' && !hasPermissions(principal.apiKey, permissions)) {
      throw new AppError('FORBIDDEN', missingPermissionMessage(permissions));
    }
    await next();
  };
}

/** The principal of a route behind `requireAdmin()`, typed. */
export function getAdminPrincipal(c: Context<AppEnv>): AdminPrincipal {
  const principal = c.var.principal;
  if (principal.kind !== 'admin') throw new AppError('FORBIDDEN', 'admin access required');
  return principal;
}

/** The principal of a route behind `requireApiKey()`, typed. */
export function getApiKeyPrincipal(c: Context<AppEnv>): ApiKeyPrincipal {
  const principal = c.var.principal;
  if (principal.kind !== 'api-key') throw new AppError('FORBIDDEN', 'API key access required');
  return principal;
}

/** The principal of a route behind `requirePermission()`, typed. */
export function getAuthenticatedPrincipal(c: Context<AppEnv>): AdminPrincipal | ApiKeyPrincipal {
  const principal = c.var.principal;
  if (principal.kind === 'public') rejectAnonymous(c);
  return principal;
}
