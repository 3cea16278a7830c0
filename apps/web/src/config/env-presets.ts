/**
 * Backend presets of the environment switcher (spec §2). The worker URLs come from the build
 * environment; the defaults are reserved `.example` hosts, so an unconfigured build never talks
 * to someone else's server.
 */
export interface EnvironmentPreset {
  id: 'local' | 'development' | 'test' | 'production';
  /** i18n key of the button label. */
  labelKey: string;
  url: string;
}

export const LOCAL_DEVELOPMENT_URL = 'http://localhost:8787';
export const DEFAULT_DEVELOPMENT_WORKER_URL = 'https://dev-api.satchel.example';
export const DEFAULT_TEST_WORKER_URL = 'https://test-api.satchel.example';
export const DEFAULT_PRODUCTION_WORKER_URL = 'https://api.satchel.example';

export function getEnvironmentPresets(env: ImportMetaEnv = import.meta.env): EnvironmentPreset[] {
  return [
    { id: 'local', labelKey: 'envSwitcher.presets.local', url: LOCAL_DEVELOPMENT_URL },
    {
      id: 'development',
      labelKey: 'envSwitcher.presets.development',
      url: env.VITE_API_URL_DEV || DEFAULT_DEVELOPMENT_WORKER_URL,
    },
    {
      id: 'test',
      labelKey: 'envSwitcher.presets.test',
      url: env.VITE_API_URL_TEST || DEFAULT_TEST_WORKER_URL,
    },
    {
      id: 'production',
      labelKey: 'envSwitcher.presets.production',
      url: env.VITE_API_URL_PROD || DEFAULT_PRODUCTION_WORKER_URL,
    },
  ];
}
