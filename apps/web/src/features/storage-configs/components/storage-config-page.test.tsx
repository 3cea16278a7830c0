import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render';
import { StorageConfigRoute } from './storage-config-page';

const GIB = 1024 ** 3;
const local = {
  id: 'c1',
  name: 'Local storage',
  provider_type: 'local',
  endpoint_url: null,
  bucket_name: 'default',
  region: 'auto',
  access_key_id: null,
  path_style: false,
  default_folder: '',
  is_public: false,
  is_default: true,
  total_storage_bytes: 10 * GIB,
  used_storage_bytes: 1 * GIB,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  last_used: null,
};

function stubApi(extra: Record<string, (init: RequestInit) => Response> = {}) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${new URL(String(input)).pathname}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (extra[key]) return extra[key](init);
      if (key === 'GET /api/s3-configs') return jsonResponse(envelope([local]));
      throw new Error(`unexpected request ${key}`);
    }),
  );
  return calls;
}

beforeEach(() => {
  window.localStorage.setItem('admin_token', 'tok');
});

describe('storage config module', () => {
  it('is admin only', () => {
    window.localStorage.clear();
    window.localStorage.setItem('api_key', 'k');
    window.localStorage.setItem(
      'api_key_permissions',
      JSON.stringify({ text: true, file: true, mount: true }),
    );
    renderWithProviders(<StorageConfigRoute />);
    expect(screen.getByRole('heading', { name: 'Permission denied' })).toBeTruthy();
  });

  it('shows each config with provider, badges and usage', async () => {
    stubApi();
    renderWithProviders(<StorageConfigRoute />);
    const card = await screen.findByRole('article', { name: 'Local storage' });
    expect(within(card).getByText('Local disk')).toBeTruthy();
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(within(card).queryByText('Public')).toBeNull();
    expect(within(card).getByRole('meter', { name: 'Storage used' }).getAttribute('aria-valuetext')).toBe(
      '1 GB of 10 GB used (10%)',
    );
  });

  it('explains the in-use rule when deleting a config that is still used', async () => {
    const user = userEvent.setup();
    stubApi({
      'DELETE /api/s3-configs/c1': () =>
        jsonResponse(errorEnvelope(409, 'CONFIG_IN_USE', 'config in use'), 409),
    });
    renderWithProviders(<StorageConfigRoute />);
    await user.click(await screen.findByRole('button', { name: 'Delete Local storage' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(/still in use by file shares, pending uploads or mounts/),
    ).toBeTruthy();
  });

  it('shows read, write and CORS results of a test', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/s3-configs/c1/test': () =>
        jsonResponse(
          envelope({
            success: false,
            message: 'write failed',
            result: {
              read: { success: true, message: 'listed 3 objects', details: null },
              write: { success: false, message: 'access denied', details: { code: 'AccessDenied' } },
              cors: { success: true, message: 'skipped for local storage', details: null },
            },
          }),
        ),
    });
    renderWithProviders(<StorageConfigRoute />);
    await user.click(await screen.findByRole('button', { name: 'Test Local storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connection test' });
    expect(await within(dialog).findByText(/Test failed/)).toBeTruthy();
    expect(within(dialog).getByText('listed 3 objects')).toBeTruthy();
    expect(within(dialog).getByText('access denied')).toBeTruthy();
    expect(dialog.querySelector('[data-part="write"]')?.getAttribute('data-success')).toBe('false');
    expect(dialog.querySelector('[data-part="read"]')?.getAttribute('data-success')).toBe('true');
  });

  it('creates an R2 config from its preset', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'POST /api/s3-configs': () => jsonResponse(envelope({ ...local, id: 'c2', name: 'R2' }, 201), 201),
    });
    renderWithProviders(<StorageConfigRoute />);
    await user.click(await screen.findByRole('button', { name: 'Add storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add storage' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'R2');
    await user.type(within(dialog).getByLabelText('Account ID'), 'acc123');
    await user.type(within(dialog).getByLabelText(/^Bucket/), 'media');
    await user.type(within(dialog).getByLabelText(/^Access key ID/), 'AK');
    await user.type(within(dialog).getByLabelText(/^Secret access key/), 'SK');
    await user.clear(within(dialog).getByLabelText('Capacity'));
    await user.type(within(dialog).getByLabelText('Capacity'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add storage' }));
    await waitFor(() => expect(calls.some((call) => call.key === 'POST /api/s3-configs')).toBe(true));
    expect(calls.find((call) => call.key === 'POST /api/s3-configs')?.body).toEqual({
      name: 'R2',
      provider_type: 'r2',
      bucket_name: 'media',
      endpoint_url: 'https://acc123.r2.cloudflarestorage.com',
      region: 'auto',
      access_key_id: 'AK',
      secret_access_key: 'SK',
      path_style: false,
      default_folder: '',
      is_public: false,
      total_storage_bytes: 20 * GIB,
    });
  });

  it('drops the endpoint error once the account id fills the preset endpoint in', async () => {
    const user = userEvent.setup();
    stubApi();
    renderWithProviders(<StorageConfigRoute />);
    await user.click(await screen.findByRole('button', { name: 'Add storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add storage' });
    await user.click(within(dialog).getByRole('button', { name: 'Add storage' }));
    const endpointError = /Enter a full http\(s\) URL/;
    expect(within(dialog).getByText(endpointError)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Account ID'), 'acc123');
    expect((within(dialog).getByLabelText(/^Endpoint URL/) as HTMLInputElement).value).toBe(
      'https://acc123.r2.cloudflarestorage.com',
    );
    expect(within(dialog).queryByText(endpointError)).toBeNull();
  });
});
