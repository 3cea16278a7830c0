import { isApiError } from '../../lib/api-client';
import { ADMIN_TOKEN_EXPIRED_EVENT, dispatchAppEvent } from '../../lib/events';
import { clearAdminToken, getAdminToken } from '../../lib/local-store';
import { verifyAdminToken } from './api/verify-admin-token';

/** Upper bound on how long entering an admin route waits for the check. */
export const ADMIN_GUARD_TIMEOUT_MS = 3000;

export interface AdminGuardDependencies {
  getAdminToken: () => string | null;
  verifyAdminToken: () => Promise<unknown>;
  clearAdminToken: () => void;
  dispatchEvent: (name: string) => void;
}

const defaultDependencies: AdminGuardDependencies = {
  getAdminToken,
  verifyAdminToken,
  clearAdminToken,
  dispatchEvent: (name) => dispatchAppEvent(name),
};

/**
 * Spec §2: before an admin route, a stored admin token is checked with GET /test/admin-token.
 * A rejected token is removed and `admin-token-expired` fires (a 401 is handled by the API
 * client itself). Network and server errors keep the token: they say nothing about it.
 * Never throws, so navigation is never blocked. Resolves to whether the token is (still) valid.
 */
export async function verifyStoredAdminToken(
  deps: AdminGuardDependencies = defaultDependencies,
): Promise<boolean> {
  if (!deps.getAdminToken()) return false;
  try {
    await deps.verifyAdminToken();
    return true;
  } catch (error) {
    const isRejected = isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;
    if (isRejected && deps.getAdminToken()) {
      deps.clearAdminToken();
      deps.dispatchEvent(ADMIN_TOKEN_EXPIRED_EVENT);
    }
    return !isRejected;
  }
}

/** Route loader of /admin: runs the check, waits at most ADMIN_GUARD_TIMEOUT_MS, always proceeds. */
export async function adminGuardLoader(): Promise<null> {
  await Promise.race([
    verifyStoredAdminToken(),
    new Promise((resolve) => setTimeout(resolve, ADMIN_GUARD_TIMEOUT_MS)),
  ]);
  return null;
}
