import { changePasswordBodySchema, loginBodySchema } from '@satchel/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { ok } from '../../http/envelope.js';
import { getAdminPrincipal, getApiKeyPrincipal, requireAdmin, requireApiKey } from '../../http/guards.js';
import { validateJson } from '../../http/validation.js';
import type { AuthService } from './auth.service.js';

/** api.md §3.1, mounted under /api. */
export function createAuthRoutes(auth: AuthService) {
  return new Hono<AppEnv>()
    .post('/admin/login', validateJson(loginBodySchema), async (c) =>
      ok(c, await auth.login({ clientIp: c.var.clientIp }, c.req.valid('json')), 'logged in'),
    )
    .post('/admin/logout', requireAdmin(), async (c) => {
      await auth.logout(getAdminPrincipal(c));
      return ok(c, null, 'logged out');
    })
    .get('/admin/check', requireAdmin(), (c) => ok(c, auth.describeSession(getAdminPrincipal(c))))
    .post('/admin/change-password', requireAdmin(), validateJson(changePasswordBodySchema), async (c) => {
      await auth.changePassword(getAdminPrincipal(c), { clientIp: c.var.clientIp }, c.req.valid('json'));
      return ok(c, null, 'credentials changed, please log in again');
    })
    .get('/test/admin-token', requireAdmin(), (c) => ok(c, auth.describeSession(getAdminPrincipal(c))))
    .get('/test/api-key', requireApiKey(), (c) => ok(c, auth.describeApiKey(getApiKeyPrincipal(c))));
}
