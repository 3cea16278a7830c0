import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { verifyStoredAdminToken, type AdminGuardDependencies } from './admin-guard';

function deps(verify: () => Promise<unknown>, token: string | null = 'tok') {
  let stored = token;
  const events: string[] = [];
  const dependencies: AdminGuardDependencies = {
    getAdminToken: () => stored,
    verifyAdminToken: vi.fn(verify),
    clearAdminToken: () => {
      stored = null;
    },
    dispatchEvent: (name) => events.push(name),
  };
  return { dependencies, events, token: () => stored };
}

describe('verifyStoredAdminToken (spec §2)', () => {
  it('does nothing without a stored token', async () => {
    const { dependencies } = deps(async () => ({}), null);
    await expect(verifyStoredAdminToken(dependencies)).resolves.toBe(false);
    expect(dependencies.verifyAdminToken).not.toHaveBeenCalled();
  });

  it('keeps a valid token', async () => {
    const { dependencies, token, events } = deps(async () => ({ username: 'admin' }));
    await expect(verifyStoredAdminToken(dependencies)).resolves.toBe(true);
    expect(token()).toBe('tok');
    expect(events).toEqual([]);
  });

  it('removes a rejected token and fires admin-token-expired, without throwing', async () => {
    const { dependencies, token, events } = deps(async () => {
      throw new ApiError({ status: 403, message: 'forbidden' });
    });
    await expect(verifyStoredAdminToken(dependencies)).resolves.toBe(false);
    expect(token()).toBeNull();
    expect(events).toEqual(['admin-token-expired']);
  });

  it('does not fire twice when the API client already dropped the token on 401', async () => {
    const state = deps(async () => {
      state.dependencies.clearAdminToken();
      throw new ApiError({ status: 401, message: 'expired' });
    });
    await verifyStoredAdminToken(state.dependencies);
    expect(state.events).toEqual([]);
  });

  it('keeps the token when the server cannot be reached', async () => {
    const { dependencies, token, events } = deps(async () => {
      throw new ApiError({ status: 0, message: 'network' });
    });
    await expect(verifyStoredAdminToken(dependencies)).resolves.toBe(true);
    expect(token()).toBe('tok');
    expect(events).toEqual([]);
  });
});
