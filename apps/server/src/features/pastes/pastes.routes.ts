import {
  batchIdsBodySchema,
  createPasteBodySchema,
  LARGE_JSON_BODY_LIMIT_BYTES,
  pasteAccessQuerySchema,
  pastesPageQuerySchema,
  unlockShareBodySchema,
  updatePasteBodySchema,
} from '@satchel/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { created, ok } from '../../http/envelope.js';
import { getAdminPrincipal, getAuthenticatedPrincipal, requirePermission } from '../../http/guards.js';
import { buildContentDisposition, userContentHeaders } from '../../http/user-content.js';
import { validateJson, validateQuery } from '../../http/validation.js';
import { managementArea, publicRequestContext } from '../../shares/share-routes.js';
import type { PastesService } from './pastes.service.js';

/** Paste create and edit bodies may carry 10 MiB of text, so they get the large JSON limit (api.md §1.5). */
const PASTE_BODY_LIMIT = { limitBytes: LARGE_JSON_BODY_LIMIT_BYTES };

/**
 * api.md §3.3, mounted under /api: create (admin or `text` key), the public view, unlock and raw
 * calls, and management under /admin/pastes (admin) and /user/pastes (`text` key, own items).
 */
export function createPastesRoutes(pastes: PastesService, deps: { baseUrl: (c: Context<AppEnv>) => string }) {
  const publicContext = (c: Context<AppEnv>) => publicRequestContext(c, deps.baseUrl(c));

  return new Hono<AppEnv>()
    .post(
      '/paste',
      requirePermission('text'),
      validateJson(createPasteBodySchema, PASTE_BODY_LIMIT),
      async (c) =>
        created(
          c,
          await pastes.create(getAuthenticatedPrincipal(c), c.req.valid('json'), deps.baseUrl(c)),
          'paste created',
        ),
    )
    .get('/paste/:slug', validateQuery(pasteAccessQuerySchema), async (c) =>
      ok(
        c,
        await pastes.view(c.var.principal, c.req.param('slug'), c.req.valid('query').token, publicContext(c)),
      ),
    )
    .post('/paste/:slug', validateJson(unlockShareBodySchema), async (c) =>
      ok(
        c,
        await pastes.unlock(
          c.var.principal,
          c.req.param('slug'),
          c.req.valid('json').password,
          publicContext(c),
        ),
      ),
    )
    .get('/raw/:slug', validateQuery(pasteAccessQuerySchema), async (c) => {
      const raw = await pastes.readRaw(c.req.param('slug'), c.req.valid('query'), publicContext(c));
      return c.body(raw.content, 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': buildContentDisposition('inline', `${raw.slug}.txt`),
        // A tokenless read counts a view: no cache may answer the next one.
        'Cache-Control': 'no-store',
        ...userContentHeaders(),
      });
    })
    .route('/admin/pastes', createManagementRoutes(pastes, 'admin'))
    .route('/user/pastes', createManagementRoutes(pastes, 'user'));
}

/** GET list, GET/PUT/DELETE one, batch delete; plus clear-expired for the admin. */
function createManagementRoutes(pastes: PastesService, area: 'admin' | 'user') {
  const { guard, principalOf } = managementArea(area, 'text');
  const routes = new Hono<AppEnv>().use('*', guard);
  if (area === 'admin') {
    routes.post('/clear-expired', async (c) =>
      ok(c, await pastes.clearExpired(getAdminPrincipal(c)), 'expired pastes cleared'),
    );
  }
  return routes
    .get('/', validateQuery(pastesPageQuerySchema), async (c) =>
      ok(c, await pastes.list(principalOf(c), c.req.valid('query'))),
    )
    .post('/batch-delete', validateJson(batchIdsBodySchema), async (c) =>
      ok(c, await pastes.removeMany(principalOf(c), c.req.valid('json').ids), 'pastes deleted'),
    )
    .get('/:id', async (c) => ok(c, await pastes.get(principalOf(c), c.req.param('id'))))
    .put('/:id', validateJson(updatePasteBodySchema, PASTE_BODY_LIMIT), async (c) =>
      ok(c, await pastes.update(principalOf(c), c.req.param('id'), c.req.valid('json')), 'paste updated'),
    )
    .delete('/:id', async (c) => {
      await pastes.remove(principalOf(c), c.req.param('id'));
      return ok(c, null, 'paste deleted');
    });
}
