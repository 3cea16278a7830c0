import { createApiKeyBodySchema, updateApiKeyBodySchema } from '@satchel/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { created, ok } from '../../http/envelope.js';
import { getAdminPrincipal, requireAdmin } from '../../http/guards.js';
import { validateJson } from '../../http/validation.js';
import type { ApiKeysService } from './api-keys.service.js';

/** api.md §3.2 (admin only), mounted under /api. */
export function createApiKeysRoutes(apiKeys: ApiKeysService) {
  return new Hono<AppEnv>()
    .use('/admin/api-keys', requireAdmin())
    .use('/admin/api-keys/*', requireAdmin())
    .get('/admin/api-keys', async (c) => ok(c, await apiKeys.list(getAdminPrincipal(c))))
    .post('/admin/api-keys', validateJson(createApiKeyBodySchema), async (c) =>
      created(c, await apiKeys.create(getAdminPrincipal(c), c.req.valid('json')), 'API key created'),
    )
    .put('/admin/api-keys/:id', validateJson(updateApiKeyBodySchema), async (c) =>
      ok(
        c,
        await apiKeys.update(getAdminPrincipal(c), c.req.param('id'), c.req.valid('json')),
        'API key updated',
      ),
    )
    .delete('/admin/api-keys/:id', async (c) => {
      await apiKeys.remove(getAdminPrincipal(c), c.req.param('id'));
      return ok(c, null, 'API key deleted');
    });
}
