import type { PermissionSet } from '@satchel/shared';
import { dispatchAppEvent, LOCAL_STORE_CHANGED_EVENT } from './events';

/** Every local-storage key the app uses (spec §3, "stored client state"). */
export const STORAGE_KEYS = {
  adminToken: 'admin_token',
  apiKey: 'api_key',
  apiKeyPermissions: 'api_key_permissions',
  language: 'language',
  themeMode: 'themeMode',
  apiBaseUrl: 'vite-api-base-url',
  /** The upload page's latest file shares (spec §9: the latest 3). */
  recentUploads: 'recent_uploads',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const NO_PERMISSIONS: PermissionSet = Object.freeze({ text: false, file: false, mount: false });

// Storage access throws in some private modes and sandboxed frames; the app then runs without it.
function getStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredValue(key: StorageKey): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStoredValue(key: StorageKey, value: string | null): void {
  const storage = getStorage();
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    return;
  }
  dispatchAppEvent(LOCAL_STORE_CHANGED_EVENT, { key });
}

export const getAdminToken = () => readStoredValue(STORAGE_KEYS.adminToken) || null;
export const setAdminToken = (token: string) => writeStoredValue(STORAGE_KEYS.adminToken, token);
export const clearAdminToken = () => writeStoredValue(STORAGE_KEYS.adminToken, null);

export const getApiKey = () => readStoredValue(STORAGE_KEYS.apiKey) || null;

/** Parses the stored `{text,file,mount}` JSON; anything malformed counts as no permission. */
export function parsePermissions(raw: string | null): PermissionSet {
  if (!raw) return NO_PERMISSIONS;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return NO_PERMISSIONS;
    const record = value as Record<string, unknown>;
    return { text: record.text === true, file: record.file === true, mount: record.mount === true };
  } catch {
    return NO_PERMISSIONS;
  }
}

export const getApiKeyPermissions = () => parsePermissions(readStoredValue(STORAGE_KEYS.apiKeyPermissions));

export function setApiKeyCredentials(apiKey: string, permissions: PermissionSet): void {
  writeStoredValue(STORAGE_KEYS.apiKey, apiKey);
  writeStoredValue(
    STORAGE_KEYS.apiKeyPermissions,
    JSON.stringify({ text: permissions.text, file: permissions.file, mount: permissions.mount }),
  );
}

export function clearApiKeyCredentials(): void {
  writeStoredValue(STORAGE_KEYS.apiKey, null);
  writeStoredValue(STORAGE_KEYS.apiKeyPermissions, null);
}

export const getStoredLanguage = () => readStoredValue(STORAGE_KEYS.language);
export const setStoredLanguage = (language: string) => writeStoredValue(STORAGE_KEYS.language, language);

export const getStoredThemeMode = () => readStoredValue(STORAGE_KEYS.themeMode);
export const setStoredThemeMode = (mode: string) => writeStoredValue(STORAGE_KEYS.themeMode, mode);

export const getSavedApiBaseUrl = () => readStoredValue(STORAGE_KEYS.apiBaseUrl);
export const setSavedApiBaseUrl = (url: string) => writeStoredValue(STORAGE_KEYS.apiBaseUrl, url);
