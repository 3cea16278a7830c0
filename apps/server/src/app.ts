import { Hono } from 'hono';
import type { AppEnv } from './http/app-env.js';
import { createClientAddressResolver, resolveClientIp } from './http/client-address.js';
import { cors } from './http/cors.js';
import { createErrorHandler, handleNotFound } from './http/on-error.js';
import { resolvePrincipal } from './http/principal.js';
import { requestLogger } from './http/request-logger.js';
import { securityHeaders } from './http/security-headers.js';
import { createStaticWebHandlers } from './http/static-web.js';
import { createApiKeysRoutes } from './features/api-keys/api-keys.routes.js';
import { createAuthRoutes } from './features/auth/auth.routes.js';
import { createFilesRoutes } from './features/files/files.routes.js';
import { createLocalStorageRoutes } from './features/local-storage/local-storage.routes.js';
import { createPastesRoutes } from './features/pastes/pastes.routes.js';
import { createS3ConfigsRoutes } from './features/s3-configs/s3-configs.routes.js';
import { createSettingsRoutes } from './features/settings/settings.routes.js';
import { createSystemRoutes } from './features/system/system.routes.js';
import { createServices, type AppDeps, type AppServices } from './services.js';

/**
 * Builds the whole HTTP application (design.md §2). No side effects: nothing listens, nothing runs
 * in the background. Middleware order is fixed: client IP → request log → security headers → CORS →
 * (API) principal → route guard → validation → handler; errors map once in on-error.ts.
 */
export function createApp(deps: AppDeps & { services?: AppServices }): Hono<AppEnv> {
  const services = deps.services ?? createServices(deps);
  const { config, logger } = deps;
  const addresses = createClientAddressResolver(config, logger);
  const web = createStaticWebHandlers({
    distDir: config.webDistDir,
    publicUrl: config.publicUrl,
    version: deps.version,
  });

  const app = new Hono<AppEnv>();
  app.use('*', resolveClientIp(addresses));
  app.use('*', requestLogger(logger));
  app.use('*', securityHeaders());
  app.use('*', cors(config.corsOrigins));

  app.use(
    '/api/*',
    resolvePrincipal({
      findAdminByToken: (token) => services.auth.findAdminByToken(token),
      findApiKeyByValue: (key) => services.apiKeys.findApiKeyByValue(key),
    }),
  );
  app.route('/api', createAuthRoutes(services.auth));
  app.route('/api', createApiKeysRoutes(services.apiKeys));
  app.route('/api', createSettingsRoutes(services.settings));
  app.route('/api', createSystemRoutes(services.system));
  app.route('/api', createPastesRoutes(services.pastes, { baseUrl: addresses.baseUrl }));
  app.route('/api', createS3ConfigsRoutes(services.s3Configs, addresses.baseUrl));
  app.route('/api', createFilesRoutes(services.files, { baseUrl: addresses.baseUrl }));
  app.route(
    '/api',
    createLocalStorageRoutes({
      storage: services.s3Configs,
      signer: services.localUrlSigner,
      isPendingUploadTarget: (target) => services.files.isPendingUploadTarget(target),
      getMaxUploadSizeMb: () => services.settings.getMaxUploadSizeMb(),
      logger,
    }),
  );
  // Later issues mount url-upload, mounts, fs and dashboard here.
  app.all('/api/*', handleNotFound);

  // WebDAV (api.md §3.13) mounts here as its own sub-app with its own error handling (never JSON).
  // Until then /dav answers 404, never the web app.
  app.all('/dav', handleNotFound);
  app.all('/dav/*', handleNotFound);

  app.on(['GET', 'HEAD'], '/config.js', web.serveConfigScript);
  app.on(['GET', 'HEAD'], '*', web.serveWebApp);

  app.notFound(handleNotFound);
  app.onError(createErrorHandler(logger));
  return app;
}
