import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { routes } from './router';

function renderRoute(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('routes of spec §2', () => {
  it.each([
    ['/', 'New text share', 'Home - Satchel'],
    ['/upload', 'Upload files', 'Upload - Satchel'],
    ['/file/xyz', 'File share xyz', 'File share - Satchel'],
    ['/mount-explorer', 'Mount Explorer', 'Mount Explorer - Satchel'],
    ['/mount-explorer/photos/2024?preview=a.jpg', 'Mount Explorer', 'Mount Explorer - Satchel'],
  ])('%s shows its page and title', async (url, heading, title) => {
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('/paste/abc reads the share and shows its page and title', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ code: 404, error: 'NOT_FOUND', message: 'not found', data: null, success: false }),
          { status: 404 },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoute('/paste/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share not found' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/paste\/abc$/);
    await waitFor(() => expect(document.title).toBe('Text share - Satchel'));
  });

  it('sends unknown paths to /', async () => {
    const router = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'New text share' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the sign-in to visitors of an admin module, titled with the Chinese module name', async () => {
    renderRoute('/admin/key-management');
    expect(await screen.findByRole('heading', { name: 'Sign in to Satchel' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('密钥管理 - Satchel'));
  });

  it('titles /admin as the dashboard', async () => {
    renderRoute('/admin');
    await screen.findByRole('heading', { name: 'Sign in to Satchel' });
    await waitFor(() => expect(document.title).toBe('仪表盘 - Satchel'));
  });

  it('checks a stored admin token before an admin route and drops it when rejected', async () => {
    window.localStorage.setItem('admin_token', 'stale');
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            code: 401,
            error: 'TOKEN_EXPIRED',
            message: 'expired',
            data: null,
            success: false,
          }),
          {
            status: 401,
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const expired = vi.fn();
    window.addEventListener('admin-token-expired', expired);
    renderRoute('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Sign in to Satchel' })).toBeTruthy();
    window.removeEventListener('admin-token-expired', expired);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/test\/admin-token$/);
    expect(window.localStorage.getItem('admin_token')).toBeNull();
    expect(expired).toHaveBeenCalled();
  });

  it('shows the login prompt on the home page to a key without text permission', async () => {
    window.localStorage.setItem('api_key', 'key');
    window.localStorage.setItem(
      'api_key_permissions',
      JSON.stringify({ text: false, file: true, mount: false }),
    );
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Your API key lacks this permission' })).toBeTruthy();
  });

  it('does not prompt a key that holds the permission', async () => {
    window.localStorage.setItem('api_key', 'key');
    window.localStorage.setItem(
      'api_key_permissions',
      JSON.stringify({ text: false, file: true, mount: true }),
    );
    renderRoute('/mount-explorer');
    await screen.findByRole('heading', { level: 1, name: 'Mount Explorer' });
    expect(screen.queryByRole('heading', { name: 'Your API key lacks this permission' })).toBeNull();
  });
});
