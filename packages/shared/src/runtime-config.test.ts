import { describe, expect, it } from 'vitest';
import { BACKEND_URL_PLACEHOLDER, isBackendUrlSet } from './runtime-config.js';

describe('isBackendUrlSet', () => {
  it('treats the placeholder, blanks and missing values as not set', () => {
    expect(isBackendUrlSet(BACKEND_URL_PLACEHOLDER)).toBe(false);
    expect(isBackendUrlSet('')).toBe(false);
    expect(isBackendUrlSet('  ')).toBe(false);
    expect(isBackendUrlSet(undefined)).toBe(false);
    expect(isBackendUrlSet(null)).toBe(false);
    expect(isBackendUrlSet('https://satchel.example.com')).toBe(true);
  });
});
