/**
 * `GET /config.js` sets `window.appConfig` before the web app starts (spec §4 "Backend address").
 * When the server has no `PUBLIC_URL`, `backendUrl` holds this placeholder, which the web app treats
 * as "not set" (so a Docker image can substitute it at deploy time).
 */
export const BACKEND_URL_PLACEHOLDER = '__BACKEND_URL__';

/** Shape of `window.appConfig` written by `GET /config.js`. */
export interface WebRuntimeConfig {
  backendUrl: string;
  version: string;
}

/** True when `backendUrl` is a real address rather than the placeholder or empty. */
export function isBackendUrlSet(backendUrl: string | null | undefined): backendUrl is string {
  return typeof backendUrl === 'string' && backendUrl.trim() !== '' && backendUrl !== BACKEND_URL_PLACEHOLDER;
}
