import { afterEach, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

/** The test app and admin token of the running test; `token` may be replaced (a fresh login). */
export interface AdminTestApp {
  t: TestApp;
  token: string;
}

/**
 * A fresh test app and an admin token for every test of the calling `describe`, closed after each.
 * Read `state.t` and `state.token` inside tests and helpers, never at `describe` time.
 */
export function useAdminTestApp(): AdminTestApp {
  const state = {} as AdminTestApp;
  beforeEach(async () => {
    state.t = await createTestApp();
    state.token = await state.t.loginAsAdmin();
  });
  afterEach(async () => {
    await state.t.close();
  });
  return state;
}
