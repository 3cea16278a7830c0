import { updateSystemSettingsBodySchema } from '@satchel/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { ok } from '../../http/envelope.js';
import { getAdminPrincipal, requireAdmin } from '../../http/guards.js';
import { validateJson } from '../../http/validation.js';
import type { SettingsService } from './settings.service.js';

/** api.md §3.7 (admin only), mounted under /api. */
export function createSettingsRoutes(settings: SettingsService) {
  return new Hono<AppEnv>()
    .use('/admin/system-settings', requireAdmin())
    .get('/admin/system-settings', async (c) => ok(c, await settings.get(getAdminPrincipal(c))))
    .put('/admin/system-settings', validateJson(updateSystemSettingsBodySchema), async (c) =>
      ok(c, await settings.update(getAdminPrincipal(c), c.req.valid('json')), 'settings saved'),
    );
}
