import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_URL_PLACEHOLDER, buildApiUrl, getApiBaseUrl, resolveApiBaseUrl } from './api-base-url';

const origin = 'https://satchel.test';

describe('resolveApiBaseUrl (spec §4)', () => {
  it('uses the runtime backend URL when it is set', () => {
    expect(
      resolveApiBaseUrl({
        runtimeBackendUrl: 'https://api.test/',
        isDockerBuild: false,
        savedBaseUrl: 'https://saved.test',
        origin,
      }),
    ).toBe('https://api.test');
  });

  it('ignores the placeholder and falls back to the saved URL outside Docker builds', () => {
    expect(
      resolveApiBaseUrl({
        runtimeBackendUrl: BACKEND_URL_PLACEHOLDER,
        isDockerBuild: false,
        savedBaseUrl: ' https://saved.test ',
        origin,
      }),
    ).toBe('https://saved.test');
  });

  it('treats a missing or empty runtime URL like the placeholder', () => {
    expect(
      resolveApiBaseUrl({
        runtimeBackendUrl: undefined,
        isDockerBuild: false,
        savedBaseUrl: 'http://localhost:8787',
        origin,
      }),
    ).toBe('http://localhost:8787');
    expect(
      resolveApiBaseUrl({
        runtimeBackendUrl: '  ',
        isDockerBuild: false,
        savedBaseUrl: 'http://x.test',
        origin,
      }),
    ).toBe('http://x.test');
  });

  it('ignores the saved URL in a Docker build', () => {
    expect(
      resolveApiBaseUrl({
        runtimeBackendUrl: BACKEND_URL_PLACEHOLDER,
        isDockerBuild: true,
        savedBaseUrl: 'https://saved.test',
        origin,
      }),
    ).toBe(origin);
  });

  it("falls back to the page's own origin when nothing is configured", () => {
    expect(
      resolveApiBaseUrl({ runtimeBackendUrl: null, isDockerBuild: false, savedBaseUrl: null, origin }),
    ).toBe(origin);
    expect(
      resolveApiBaseUrl({ runtimeBackendUrl: null, isDockerBuild: false, savedBaseUrl: '', origin }),
    ).toBe(origin);
  });
});

describe('getApiBaseUrl', () => {
  afterEach(() => {
    delete window.appConfig;
  });

  it('reads window.appConfig, then local storage vite-api-base-url, then location.origin', () => {
    window.appConfig = { backendUrl: BACKEND_URL_PLACEHOLDER };
    expect(getApiBaseUrl()).toBe(window.location.origin);
    window.localStorage.setItem('vite-api-base-url', 'https://switched.test');
    expect(getApiBaseUrl()).toBe('https://switched.test');
    window.appConfig = { backendUrl: 'https://runtime.test' };
    expect(getApiBaseUrl()).toBe('https://runtime.test');
  });

  it('skips the saved URL when built with VITE_IS_DOCKER=true', () => {
    vi.stubEnv('VITE_IS_DOCKER', 'true');
    window.localStorage.setItem('vite-api-base-url', 'https://switched.test');
    expect(getApiBaseUrl()).toBe(window.location.origin);
    vi.unstubAllEnvs();
  });
});

describe('buildApiUrl', () => {
  it('joins base, /api and the path', () => {
    expect(buildApiUrl('/admin/api-keys', 'https://api.test')).toBe('https://api.test/api/admin/api-keys');
    expect(buildApiUrl('health', 'https://api.test')).toBe('https://api.test/api/health');
  });

  it('uses absolute http(s) URLs as they are', () => {
    expect(buildApiUrl('https://cdn.test/x', 'https://api.test')).toBe('https://cdn.test/x');
    expect(buildApiUrl('http://cdn.test/x', 'https://api.test')).toBe('http://cdn.test/x');
  });
});
