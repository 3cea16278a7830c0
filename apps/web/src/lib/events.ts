/** Window events the app broadcasts (spec §4). Names are part of the product's behaviour. */
export const ADMIN_TOKEN_EXPIRED_EVENT = 'admin-token-expired';
export const API_KEY_INVALID_EVENT = 'api-key-invalid';
export const LANGUAGE_CHANGED_EVENT = 'languageChanged';
/** Fired by lib/local-store.ts on every write, because `storage` events only reach other tabs. */
export const LOCAL_STORE_CHANGED_EVENT = 'satchel:local-store-changed';

export function dispatchAppEvent(name: string, detail?: unknown): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
