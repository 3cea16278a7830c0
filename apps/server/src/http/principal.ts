import type { MiddlewareHandler } from 'hono';
import { PUBLIC_PRINCIPAL, type AdminPrincipal, type ApiKeyPrincipal } from '../lib/principal.js';
import type { AppEnv } from './app-env.js';

/** Looks credentials up; implemented by the auth and api-keys services and wired in app.ts. */
export interface CredentialLookup {
  /** The admin session of a token, or null when unknown, expired or revoked. */
  findAdminByToken(token: string): Promise<AdminPrincipal | null>;
  /** The key (flags re-read now), or null when unknown or expired. */
  findApiKeyByValue(key: string): Promise<ApiKeyPrincipal | null>;
}

/**
 * Resolves `Authorization` once per request into `c.var.principal` (api.md §1.4). The scheme is
 * case-insensitive. A credential that does not check out leaves the request public and records the
 * problem: protected routes answer it with 401 TOKEN_EXPIRED / API_KEY_INVALID through their guard,
 * public routes ignore it. Other schemes (Basic belongs to WebDAV) count as no credential.
 */
export function resolvePrincipal(lookup: CredentialLookup): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('principal', PUBLIC_PRINCIPAL);
    c.set('credentialProblem', null);
    const header = c.req.header('authorization');
    if (header) {
      const match = /^\s*(\S+)(?:\s+(.*))?$/.exec(header);
      const scheme = match?.[1]?.toLowerCase();
      const credential = match?.[2]?.trim() ?? '';
      if (scheme === 'bearer') {
        const admin = credential ? await lookup.findAdminByToken(credential) : null;
        if (admin) c.set('principal', admin);
        else c.set('credentialProblem', 'TOKEN_EXPIRED');
      } else if (scheme === 'apikey') {
        const apiKey = credential ? await lookup.findApiKeyByValue(credential) : null;
        if (apiKey) c.set('principal', apiKey);
        else c.set('credentialProblem', 'API_KEY_INVALID');
      }
    }
    await next();
  };
}
