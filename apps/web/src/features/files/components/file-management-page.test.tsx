import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render';
import { FileManagementRoute } from './file-management-page';

function fileShare(id: string, filename: string) {
  return {
    id,
    slug: `s-${id}`,
    url: `/file/s-${id}`,
    filename,
    mimetype: 'text/plain',
    size: 1024,
    etag: null,
    path: '/',
    s3_config_id: 'c1',
    s3_config_name: 'Local',
    provider_type: 'local',
    storage_path: 'x',
    s3_url: null,
    remark: null,
    has_password: false,
    expires_at: null,
    max_views: 0,
    views: 2,
    remaining_views: null,
    exhausted_at: null,
    status: 'active',
    created_by: 'admin',
    key_name: null,
    created_at: '2025-06-08T09:30:00.000Z',
    updated_at: '2025-06-08T09:30:00.000Z',
  };
}

function stubApi(base: '/api/admin/files' | '/api/user/files') {
  let files = [fileShare('1', 'alpha.txt'), fileShare('2', 'beta.txt'), fileShare('3', 'gamma.txt')];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      calls.push(`${key}${url.search}`);
      if (key === `GET ${base}`) {
        const search = url.searchParams.get('search') ?? '';
        const items = files.filter((file) => file.filename.includes(search));
        return jsonResponse(
          envelope({
            items,
            pagination: {
              total: items.length,
              limit: 50,
              offset: 0,
              page: 1,
              total_pages: 1,
              has_more: false,
            },
          }),
        );
      }
      const deleted = new RegExp(`^DELETE ${base}/(\\w+)$`).exec(key);
      if (deleted) {
        files = files.filter((file) => file.id !== deleted[1]);
        return jsonResponse(envelope(null));
      }
      throw new Error(`unexpected request ${key}`);
    }),
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.setItem('admin_token', 'tok');
});

describe('file management', () => {
  it('lists 50 per page, searches by name and batch-deletes the selection', async () => {
    const user = userEvent.setup();
    const calls = stubApi('/api/admin/files');
    renderWithProviders(<FileManagementRoute />);
    expect(await screen.findAllByText('alpha.txt')).not.toHaveLength(0);
    expect(calls[0]).toBe('GET /api/admin/files?page=1&limit=50');

    await user.type(screen.getByRole('searchbox', { name: 'Search file shares' }), 'beta');
    await waitFor(() => expect(calls).toContain('GET /api/admin/files?page=1&limit=50&search=beta'));
    await waitFor(() => expect(screen.queryAllByText('alpha.txt')).toHaveLength(0));
    await user.clear(screen.getByRole('searchbox', { name: 'Search file shares' }));
    expect(await screen.findAllByText('alpha.txt')).not.toHaveLength(0);

    // The table and the phone cards both render; select in the table.
    await user.click(screen.getAllByRole('checkbox', { name: 'Select alpha.txt' })[0]!);
    await user.click(screen.getAllByRole('checkbox', { name: 'Select gamma.txt' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 2 file shares?')).toBeTruthy();
    // The dialog names what is about to go.
    const doomed = within(dialog).getByRole('list', { name: 'Shares to delete' });
    expect(
      within(doomed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alpha.txt', 'gamma.txt']);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryAllByText('alpha.txt')).toHaveLength(0));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /api/admin/files/1',
      'DELETE /api/admin/files/3',
    ]);
    expect(screen.getAllByText('beta.txt').length).toBeGreaterThan(0);
  });

  it('a file key manages its own shares through /user/files', async () => {
    window.localStorage.clear();
    window.localStorage.setItem('api_key', 'k');
    window.localStorage.setItem(
      'api_key_permissions',
      JSON.stringify({ text: false, file: true, mount: false }),
    );
    const calls = stubApi('/api/user/files');
    renderWithProviders(<FileManagementRoute />);
    expect(await screen.findAllByText('alpha.txt')).not.toHaveLength(0);
    expect(calls[0]).toBe('GET /api/user/files?page=1&limit=50');
  });
});
