import { createS3ConfigBodySchema, updateS3ConfigBodySchema } from '@satchel/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { created, ok } from '../../http/envelope.js';
import {
  getAdminPrincipal,
  getAuthenticatedPrincipal,
  requireAdmin,
  requirePermission,
} from '../../http/guards.js';
import { validateJson } from '../../http/validation.js';
import type { S3ConfigsService } from './s3-configs.service.js';

/**
 * api.md §3.5, mounted under /api. Reads are open to the admin and `file` keys (public configs only);
 * every write, the test and set-default are admin only.
 */
export function createS3ConfigsRoutes(s3Configs: S3ConfigsService, baseUrl: (c: Context<AppEnv>) => string) {
  return new Hono<AppEnv>()
    .get('/s3-configs', requirePermission('file'), async (c) =>
      ok(c, await s3Configs.list(getAuthenticatedPrincipal(c))),
    )
    .get('/s3-configs/:id', requirePermission('file'), async (c) =>
      ok(c, await s3Configs.get(getAuthenticatedPrincipal(c), c.req.param('id'))),
    )
    .post('/s3-configs', requireAdmin(), validateJson(createS3ConfigBodySchema), async (c) =>
      created(c, await s3Configs.create(getAdminPrincipal(c), c.req.valid('json')), 'storage config created'),
    )
    .put('/s3-configs/:id/set-default', requireAdmin(), async (c) => {
      await s3Configs.setDefault(getAdminPrincipal(c), c.req.param('id'));
      return ok(c, null, 'default storage config set');
    })
    .post('/s3-configs/:id/test', requireAdmin(), async (c) => {
      const base = baseUrl(c);
      const origin = c.req.header('origin') ?? base;
      const result = await s3Configs.test(getAdminPrincipal(c), c.req.param('id'), { origin, baseUrl: base });
      return ok(c, result, result.message);
    })
    .put('/s3-configs/:id', requireAdmin(), validateJson(updateS3ConfigBodySchema), async (c) =>
      ok(
        c,
        await s3Configs.update(getAdminPrincipal(c), c.req.param('id'), c.req.valid('json')),
        'storage config updated',
      ),
    )
    .delete('/s3-configs/:id', requireAdmin(), async (c) => {
      await s3Configs.remove(getAdminPrincipal(c), c.req.param('id'));
      return ok(c, null, 'storage config deleted');
    });
}
