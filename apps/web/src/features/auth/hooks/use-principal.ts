import type { PermissionSet } from '@satchel/shared';
import { useSyncExternalStore } from 'react';
import {
  ADMIN_TOKEN_EXPIRED_EVENT,
  API_KEY_INVALID_EVENT,
  LOCAL_STORE_CHANGED_EVENT,
} from '../../../lib/events';
import {
  getAdminToken,
  getApiKey,
  parsePermissions,
  readStoredValue,
  STORAGE_KEYS,
} from '../../../lib/local-store';

/** Who is using the app: the admin (token), an API-key holder with its flags, or nobody. */
export type Principal =
  { kind: 'admin' } | { kind: 'api-key'; permissions: PermissionSet } | { kind: 'none' };

/** A feature's gate: text shares, file shares and uploads, or the mount explorer (mount + file). */
export type FeatureAccess = 'text' | 'file' | 'mount-explorer';

/** The stored credential decides, like the request headers: the admin token wins over a key. */
export function principalFromStorage(
  adminToken: string | null,
  apiKey: string | null,
  permissionsJson: string | null,
): Principal {
  if (adminToken) return { kind: 'admin' };
  if (apiKey) return { kind: 'api-key', permissions: parsePermissions(permissionsJson) };
  return { kind: 'none' };
}

/** Mount browsing needs `file` as well, because fs calls require both flags (api.md §2.2). */
export function canAccessFeature(principal: Principal, feature: FeatureAccess): boolean {
  if (principal.kind === 'admin') return true;
  if (principal.kind === 'none') return false;
  const { text, file, mount } = principal.permissions;
  if (feature === 'text') return text;
  if (feature === 'file') return file;
  return mount && file;
}

const WATCHED_EVENTS = [
  'storage',
  LOCAL_STORE_CHANGED_EVENT,
  ADMIN_TOKEN_EXPIRED_EVENT,
  API_KEY_INVALID_EVENT,
];

function subscribe(onChange: () => void): () => void {
  for (const name of WATCHED_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of WATCHED_EVENTS) window.removeEventListener(name, onChange);
  };
}

let cachedSnapshotKey: string | undefined;
let cachedPrincipal: Principal = { kind: 'none' };

/** A stable object per stored state, as useSyncExternalStore requires. */
export function readPrincipal(): Principal {
  const adminToken = getAdminToken();
  const apiKey = getApiKey();
  const permissionsJson = readStoredValue(STORAGE_KEYS.apiKeyPermissions);
  const snapshotKey = JSON.stringify([adminToken, apiKey, permissionsJson]);
  if (snapshotKey !== cachedSnapshotKey) {
    cachedSnapshotKey = snapshotKey;
    cachedPrincipal = principalFromStorage(adminToken, apiKey, permissionsJson);
  }
  return cachedPrincipal;
}

/** The current principal; re-renders on login, logout, expiry events and other tabs' changes. */
export function usePrincipal(): Principal {
  return useSyncExternalStore(subscribe, readPrincipal, readPrincipal);
}
