import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { adminModuleTitle } from '../modules';
import { AdminLayout } from './admin-layout';
import { ModuleGate } from './module-gate';

function renderAdmin(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route
          path="key-management"
          element={
            <ModuleGate module="key-management">
              <p>keys module</p>
            </ModuleGate>
          }
        />
        <Route
          path="text-management"
          element={
            <ModuleGate module="text-management">
              <p>text module</p>
            </ModuleGate>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
}

function storeKey(permissions: { text: boolean; file: boolean; mount: boolean }) {
  window.localStorage.setItem('api_key', 'key');
  window.localStorage.setItem('api_key_permissions', JSON.stringify(permissions));
}

describe('admin panel access (spec §2, §6)', () => {
  beforeEach(() => {
    // The admin sidebar asks GET /admin/check who is signed in.
    const session = {
      code: 200,
      message: 'OK',
      success: true,
      data: { username: 'admin', expires_at: null },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(session), { status: 200 })),
    );
  });

  it('asks visitors to sign in', () => {
    renderAdmin('/admin/key-management');
    expect(screen.getByRole('heading', { name: 'Sign in to Satchel' })).toBeTruthy();
  });

  it('shows the permission denied page to a key without panel rights', () => {
    storeKey({ text: false, file: false, mount: false });
    renderAdmin('/admin/text-management');
    expect(screen.getByRole('heading', { name: 'Permission denied' })).toBeTruthy();
    expect(screen.getByText(/Use an admin account, or check the other features/)).toBeTruthy();
  });

  it('gives a text key the user panel with text management only', () => {
    storeKey({ text: true, file: false, mount: false });
    renderAdmin('/admin/text-management');
    const nav = screen.getByRole('navigation', { name: 'User panel' });
    expect(nav.textContent).toContain('Text management');
    expect(nav.textContent).not.toContain('Key management');
    expect(nav.textContent).toContain('Log out authorisation');
    expect(screen.getByText('text module')).toBeTruthy();
  });

  it('keeps admin-only modules from key users', () => {
    storeKey({ text: true, file: true, mount: true });
    renderAdmin('/admin/key-management');
    expect(screen.getByRole('heading', { name: 'Permission denied' })).toBeTruthy();
    expect(screen.queryByText('keys module')).toBeNull();
  });

  it('gives the admin every module', () => {
    window.localStorage.setItem('admin_token', 'tok');
    renderAdmin('/admin/key-management');
    const nav = screen.getByRole('navigation', { name: 'Admin panel' });
    for (const name of [
      'Dashboard',
      'Text management',
      'File management',
      'S3 storage config',
      'Mount management',
      'Key management',
      'System settings',
      'Log out',
    ]) {
      expect(nav.textContent).toContain(name);
    }
    expect(screen.getByText('keys module')).toBeTruthy();
  });

  it('titles modules with their Chinese name whatever the language', () => {
    expect(adminModuleTitle('key-management')).toBe('密钥管理 - Satchel');
    expect(adminModuleTitle('storage-config')).toBe('S3存储配置 - Satchel');
  });
});
