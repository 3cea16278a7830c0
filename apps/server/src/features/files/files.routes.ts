import {
  batchIdsBodySchema,
  commitUploadBodySchema,
  fileAccessQuerySchema,
  filesPageQuerySchema,
  presignUploadBodySchema,
  unlockShareBodySchema,
  updateFileShareBodySchema,
  uploadFieldsSchema,
} from '@satchel/shared';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { created, ok } from '../../http/envelope.js';
import { getAuthenticatedPrincipal, requirePermission } from '../../http/guards.js';
import { readUploadForm, requestBodyStream } from '../../http/upload-stream.js';
import { parseRequestValue, validateJson, validateQuery } from '../../http/validation.js';
import { managementArea, publicRequestContext } from '../../shares/share-routes.js';
import type { FilesService } from './files.service.js';

/** A Content-Length header as a number, or undefined when absent or malformed. */
function declaredLength(c: Context<AppEnv>): number | undefined {
  const header = c.req.header('content-length');
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

/**
 * api.md §3.4, mounted under /api: uploads (admin or `file` key), management under /admin/files
 * (admin) and /user/files (`file` key, own items), and the public view, verify and content calls.
 */
export function createFilesRoutes(files: FilesService, deps: { baseUrl: (c: Context<AppEnv>) => string }) {
  const publicContext = (c: Context<AppEnv>) => publicRequestContext(c, deps.baseUrl(c));

  const serveContent = (mode: 'preview' | 'download') => async (c: Context<AppEnv>) =>
    files.openContent(c.req.param('slug')!, {
      token: c.req.query('token'),
      mode,
      method: c.req.method,
      rangeHeader: c.req.header('range'),
    });

  return new Hono<AppEnv>()
    .post('/upload', requirePermission('file'), async (c) => {
      const principal = getAuthenticatedPrincipal(c);
      const declaredBytes = declaredLength(c);
      // A declared body that cannot hold an allowed file is refused before a byte is read.
      await files.assertDeclaredUploadSize(declaredBytes);
      const form = await readUploadForm(requestBodyStream(c), c.req.header('content-type'), c.req.query());
      let fields;
      try {
        fields = parseRequestValue(uploadFieldsSchema, form.fields);
      } catch (error) {
        form.abort();
        form.file.stream.resume();
        throw error;
      }
      const share = await files.upload(principal, {
        fields,
        file: form.file,
        formDone: form.done,
        declaredBytes,
        baseUrl: deps.baseUrl(c),
      });
      return created(c, share, 'file uploaded');
    })
    .post('/s3/presign', requirePermission('file'), validateJson(presignUploadBodySchema), async (c) =>
      ok(
        c,
        await files.presign(getAuthenticatedPrincipal(c), c.req.valid('json'), deps.baseUrl(c)),
        'upload URL created',
      ),
    )
    .post('/s3/commit', requirePermission('file'), validateJson(commitUploadBodySchema), async (c) =>
      created(
        c,
        await files.commit(getAuthenticatedPrincipal(c), c.req.valid('json'), deps.baseUrl(c)),
        'file shared',
      ),
    )
    .get('/public/files/:slug', async (c) =>
      ok(c, await files.view(c.var.principal, c.req.param('slug'), publicContext(c))),
    )
    .post('/public/files/:slug/verify', validateJson(unlockShareBodySchema), async (c) =>
      ok(
        c,
        await files.verify(
          c.var.principal,
          c.req.param('slug'),
          c.req.valid('json').password,
          publicContext(c),
        ),
      ),
    )
    .get('/public/files/:slug/preview', validateQuery(fileAccessQuerySchema), serveContent('preview'))
    .get('/public/files/:slug/download', validateQuery(fileAccessQuerySchema), serveContent('download'))
    .route('/admin/files', createManagementRoutes(files, 'admin', deps.baseUrl))
    .route('/user/files', createManagementRoutes(files, 'user', deps.baseUrl));
}

/** GET list, GET/PUT/DELETE one, batch delete; plus clear-expired for the admin. */
function createManagementRoutes(
  files: FilesService,
  area: 'admin' | 'user',
  baseUrl: (c: Context<AppEnv>) => string,
) {
  const { guard, principalOf } = managementArea(area, 'file');
  const routes = new Hono<AppEnv>().use('*', guard);
  if (area === 'admin') {
    routes.post('/clear-expired', async (c) => ok(c, await files.clearExpired(), 'expired files cleared'));
  }
  return routes
    .get('/', validateQuery(filesPageQuerySchema), async (c) => {
      const { search, ...page } = c.req.valid('query');
      return ok(c, await files.list(principalOf(c), page, search));
    })
    .post('/batch-delete', validateJson(batchIdsBodySchema), async (c) => {
      // Unknown and foreign ids land in `not_found`; they are not failures (as for pastes, api.md §3.3).
      return ok(c, await files.removeMany(principalOf(c), c.req.valid('json').ids));
    })
    .get('/:id', async (c) => ok(c, await files.get(principalOf(c), c.req.param('id'), baseUrl(c))))
    .put('/:id', validateJson(updateFileShareBodySchema), async (c) =>
      ok(
        c,
        await files.update(principalOf(c), c.req.param('id'), c.req.valid('json'), baseUrl(c)),
        'file updated',
      ),
    )
    .delete('/:id', async (c) => {
      await files.remove(principalOf(c), c.req.param('id'));
      return ok(c, null, 'file deleted');
    });
}
