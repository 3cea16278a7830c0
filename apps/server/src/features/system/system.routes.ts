import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { ok } from '../../http/envelope.js';
import type { SystemService } from './system.service.js';

/** api.md §3.4 (max upload size) and §3.10 (version, health): public, mounted under /api. */
export function createSystemRoutes(system: SystemService) {
  return new Hono<AppEnv>()
    .get('/system/max-upload-size', async (c) => ok(c, await system.getMaxUploadSize(c.var.principal)))
    .get('/version', (c) => ok(c, system.getVersion(c.var.principal)))
    .get('/health', async (c) => ok(c, await system.checkHealth(c.var.principal)));
}
