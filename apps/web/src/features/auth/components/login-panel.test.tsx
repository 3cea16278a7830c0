import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LoginPanel } from './login-panel';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  );
}

describe('LoginPanel', () => {
  it('requires username and password', async () => {
    const fetch = respond(200, {});
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LoginPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the admin token after a successful login', async () => {
    vi.stubGlobal(
      'fetch',
      respond(200, {
        code: 200,
        message: 'OK',
        success: true,
        data: { username: 'admin', token: 'tok-1', expires_at: null },
      }),
    );
    renderWithProviders(<LoginPanel />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.localStorage.getItem('admin_token')).toBe('tok-1'));
  });

  it('reports a response without a token', async () => {
    vi.stubGlobal(
      'fetch',
      respond(200, { code: 200, message: 'OK', success: true, data: { username: 'admin' } }),
    );
    renderWithProviders(<LoginPanel />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login failed: token not found in the response')).toBeTruthy();
    expect(window.localStorage.getItem('admin_token')).toBeNull();
  });

  it('shows the wait time when rate limited', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        429,
        { code: 429, error: 'RATE_LIMITED', message: 'too many', data: { retry_after: 60 }, success: false },
        { 'Retry-After': '60' },
      ),
    );
    renderWithProviders(<LoginPanel />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts, please wait 60 seconds and try again')).toBeTruthy();
  });

  it('requires an API key, then stores it with its permissions', async () => {
    const fetch = respond(200, {
      code: 200,
      message: 'OK',
      success: true,
      data: {
        name: 'ci',
        basic_path: '/',
        permissions: { text: true, file: false, mount: false },
        key_info: {},
      },
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LoginPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'API key' }));
    await userEvent.click(screen.getByRole('button', { name: 'Authorise' }));
    expect(screen.getByText('API key is required')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('API key', { selector: 'input' }), ' my-key ');
    await userEvent.click(screen.getByRole('button', { name: 'Authorise' }));
    await waitFor(() => expect(window.localStorage.getItem('api_key')).toBe('my-key'));
    expect(JSON.parse(window.localStorage.getItem('api_key_permissions') ?? '{}')).toEqual({
      text: true,
      file: false,
      mount: false,
    });
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(headers.Authorization).toBe('ApiKey my-key');
  });

  it('reports a key answer without permission info', async () => {
    vi.stubGlobal('fetch', respond(200, { code: 200, message: 'OK', success: true, data: { name: 'ci' } }));
    renderWithProviders(<LoginPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'API key' }));
    await userEvent.type(screen.getByLabelText('API key', { selector: 'input' }), 'my-key');
    await userEvent.click(screen.getByRole('button', { name: 'Authorise' }));
    expect(await screen.findByText('Cannot get the permission info of this API key')).toBeTruthy();
    expect(window.localStorage.getItem('api_key')).toBeNull();
  });
});
