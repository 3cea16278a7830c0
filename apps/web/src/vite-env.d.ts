/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in the Docker image build: the saved base URL is then ignored (spec §4). */
  readonly VITE_IS_DOCKER?: string;
  /** Backend presets of the environment switcher (config/env-presets.ts). */
  readonly VITE_API_URL_DEV?: string;
  readonly VITE_API_URL_TEST?: string;
  readonly VITE_API_URL_PROD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Runtime configuration written by the server into /config.js, loaded before the bundle. */
interface AppRuntimeConfig {
  backendUrl?: string;
  version?: string;
}

interface Window {
  appConfig?: AppRuntimeConfig;
}
