import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/ui/toast';
import { RootLayout } from './root-layout';

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: RootLayout, children: [{ index: true, element: <p>page</p> }] }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('environment switcher visibility (spec §2)', () => {
  it('needs both an admin token and ?showEnvSwitcher', async () => {
    renderAt('/?showEnvSwitcher');
    await screen.findByText('page');
    expect(screen.queryByText('API environment switch')).toBeNull();
  });

  it('is hidden for an admin without the query parameter', async () => {
    window.localStorage.setItem('admin_token', 'tok');
    renderAt('/');
    await screen.findByText('page');
    expect(screen.queryByText('API environment switch')).toBeNull();
  });

  it('shows for an admin with the query parameter, and the footer names the year and product', async () => {
    window.localStorage.setItem('admin_token', 'tok');
    renderAt('/?showEnvSwitcher');
    expect(await screen.findByText('API environment switch')).toBeTruthy();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Satchel`))).toBeTruthy();
  });
});
