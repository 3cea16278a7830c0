import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { runStartupTasks } from './bootstrap.js';
import { ConfigError, isMigrateOnly, loadConfig, type AppConfig } from './config/env.js';
import { REQUEST_HEADERS_TIMEOUT_MS, SHUTDOWN_GRACE_MS } from './config/constants.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrator.js';
import { startScheduler } from './jobs/scheduler.js';
import { resolveAppSecret, SecretError } from './lib/app-secret.js';
import { systemClock } from './lib/clock.js';
import { createKeyring } from './lib/crypto.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createServices, type AppDeps } from './services.js';
import { readAppVersion } from './version.js';

/**
 * The only entry point: config → secret → database + migrations → first-start tasks → app → listen.
 * `--migrate-only` stops after the migrations (`npm run db:migrate`).
 */
async function main(): Promise<void> {
  const config = exitOnStartupError(() => loadConfig());
  const logger = createLogger({ level: config.logLevel });
  const migrateOnly = isMigrateOnly();
  // The secret is settled before the database is touched, so a misconfiguration fails fast.
  const secret = migrateOnly ? null : exitOnStartupError(() => resolveSecret(config, logger));
  const database = openDatabase(config.database, {
    onPoolError: (error) => logger.warn({ err: error }, 'database connection lost; it will be replaced'),
  });
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    if (secret === null) {
      process.stdout.write(`Database is up to date (${config.database.kind}).\n`);
      await database.close();
      return;
    }
    await startServer(config, logger, database, secret);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** Configuration and secret problems are the operator's to fix: print the message, not a stack. */
function exitOnStartupError<T>(action: () => T): T {
  try {
    return action();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof SecretError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function resolveSecret(config: AppConfig, logger: Logger): string {
  const { secret, source } = resolveAppSecret(config);
  if (source === 'generated') logger.info('generated a new server secret in DATA_DIR/secret.key');
  return secret;
}

async function startServer(
  config: AppConfig,
  logger: Logger,
  database: DatabaseHandle,
  secret: string,
): Promise<void> {
  const deps: AppDeps = {
    config,
    db: database.db,
    clock: systemClock,
    logger,
    keyring: createKeyring(secret),
    version: readAppVersion(),
  };
  const services = createServices(deps);
  await runStartupTasks(deps, services, (text) => process.stdout.write(text));
  const app = createApp({ ...deps, services });
  const scheduler = startScheduler({
    jobs: services.jobs,
    leases: services.jobLeases,
    clock: deps.clock,
    logger,
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Never a total request timeout (Node's default of 300 s cuts long uploads, api.md §1.5): upload
      // routes stop a stalled body with their 60 s idle meter instead.
      serverOptions: { requestTimeout: 0, headersTimeout: REQUEST_HEADERS_TIMEOUT_MS },
    },
    (info) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      process.stdout.write(`Satchel listening on http://${host}:${info.port}\n`);
    },
  );

  let isStopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    logger.info({ signal }, 'shutting down');
    scheduler.stop();
    // Open requests get a grace period; after it the process exits regardless.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Satchel failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
