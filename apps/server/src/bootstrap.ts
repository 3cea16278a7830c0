import { ensureAdminAccount, type AdminBootstrapResult } from './features/auth/admin-bootstrap.js';
import { createAuthRepository } from './features/auth/auth.repository.js';
import type { AppDeps, AppServices } from './services.js';

/**
 * First-start work after migrations (design.md §1): the admin account (password generated and
 * printed once when ADMIN_PASSWORD is unset), default settings and the default `local` storage config
 * (api.md §3.5). Safe to run on every start.
 */
export async function runStartupTasks(
  deps: AppDeps,
  services: AppServices,
  print: (text: string) => void,
): Promise<AdminBootstrapResult> {
  const admin = await ensureAdminAccount({
    repository: createAuthRepository(deps.db),
    clock: deps.clock,
    username: deps.config.adminUsername,
    password: deps.config.adminPassword,
    print,
  });
  await services.settings.ensureDefaults();
  await services.s3Configs.ensureDefaultConfig();
  return admin;
}
