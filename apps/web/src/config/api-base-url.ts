import { getSavedApiBaseUrl } from '../lib/local-store';

/** The value /config.js carries until the deployment fills in a real backend URL. */
export const BACKEND_URL_PLACEHOLDER = '__BACKEND_URL__';
/** Every API path lives under this prefix (spec §9). */
export const API_PREFIX = '/api';

export interface ApiBaseUrlInputs {
  /** `window.appConfig.backendUrl`, if any. */
  runtimeBackendUrl: string | null | undefined;
  /** Build flag `VITE_IS_DOCKER === 'true'`. */
  isDockerBuild: boolean;
  /** Local-storage `vite-api-base-url` (the environment switcher's choice). */
  savedBaseUrl: string | null | undefined;
  /** The page's own origin. */
  origin: string;
}

function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Resolves the backend base URL (spec §4): the runtime config unless missing or still the
 * placeholder; else, outside Docker builds, the saved URL; else the page's own origin.
 */
export function resolveApiBaseUrl(inputs: ApiBaseUrlInputs): string {
  const runtime = inputs.runtimeBackendUrl?.trim();
  if (runtime && runtime !== BACKEND_URL_PLACEHOLDER) return withoutTrailingSlashes(runtime);
  if (!inputs.isDockerBuild) {
    const saved = inputs.savedBaseUrl?.trim();
    if (saved) return withoutTrailingSlashes(saved);
  }
  return withoutTrailingSlashes(inputs.origin);
}

export function isDockerBuild(): boolean {
  return import.meta.env.VITE_IS_DOCKER === 'true';
}

/** The base URL for this page, read fresh each time (the switcher changes it and reloads). */
export function getApiBaseUrl(): string {
  return resolveApiBaseUrl({
    runtimeBackendUrl: typeof window === 'undefined' ? undefined : window.appConfig?.backendUrl,
    isDockerBuild: isDockerBuild(),
    savedBaseUrl: getSavedApiBaseUrl(),
    origin: typeof window === 'undefined' ? '' : window.location.origin,
  });
}

/** `base + /api + path`; a path that is already an absolute http(s) URL is returned as it is. */
export function buildApiUrl(path: string, baseUrl: string = getApiBaseUrl()): string {
  if (/^https?:\/\//i.test(path)) return path;
  const normalizedPath = path.startsWith('/') ? path : `/${path}`;
  return `${baseUrl}${API_PREFIX}${normalizedPath}`;
}
