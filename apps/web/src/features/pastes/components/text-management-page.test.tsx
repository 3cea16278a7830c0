import type { PasteListItemDto } from '@satchel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../test/fake-api';
import { TextManagementPage } from './text-management-page';

function item(slug: string, overrides: Partial<PasteListItemDto> = {}): PasteListItemDto {
  return {
    id: `id-${slug}`,
    slug,
    url: `/paste/${slug}`,
    remark: `remark ${slug}`,
    content_preview: `# ${slug} preview`,
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
    ...overrides,
  };
}

function page(items: PasteListItemDto[], total = items.length, pageNumber = 1) {
  return {
    items,
    pagination: {
      total,
      limit: 10,
      offset: (pageNumber - 1) * 10,
      page: pageNumber,
      total_pages: Math.ceil(total / 10),
      has_more: pageNumber * 10 < total,
    },
  };
}

describe('text management', () => {
  it('lists the admin’s pastes 10 per page and pages by `page`', async () => {
    const { requests } = stubApi((request) => {
      if (request.path !== '/admin/pastes') return undefined;
      const pageNumber = Number(request.query.get('page'));
      return { status: 200, data: page([item(pageNumber === 1 ? 'first' : 'eleventh')], 11, pageNumber) };
    });
    renderWithProviders(<TextManagementPage area="admin" />);
    expect((await screen.findAllByText('first')).length).toBeGreaterThan(0);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(requests[0]?.query.get('limit')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect((await screen.findAllByText('eleventh')).length).toBeGreaterThan(0);
    expect(requests.at(-1)?.query.get('page')).toBe('2');
  });

  it('pages a key’s own pastes by limit and offset', async () => {
    const { requests } = stubApi((request) =>
      request.path === '/user/pastes' ? { status: 200, data: page([item('mine')]) } : undefined,
    );
    renderWithProviders(<TextManagementPage area="user" />);
    await screen.findAllByText('mine');
    expect(requests[0]?.query.get('limit')).toBe('10');
    expect(requests[0]?.query.get('offset')).toBe('0');
    expect(screen.queryByRole('button', { name: 'Clear expired' })).toBeNull();
  });

  it('deletes the selected pastes in one batch after confirmation', async () => {
    const { requests } = stubApi((request) => {
      if (request.method === 'GET') return { status: 200, data: page([item('a'), item('b'), item('c')]) };
      if (request.path === '/admin/pastes/batch-delete') {
        return { status: 200, data: { deleted_count: 2, not_found: [] } };
      }
      return undefined;
    });
    renderWithProviders(<TextManagementPage area="admin" />);
    await screen.findAllByText('a');
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select a' })[0]!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select c' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 shares?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/admin/pastes/batch-delete')).toBe(true),
    );
    expect(requests.find((request) => request.path === '/admin/pastes/batch-delete')?.body).toEqual({
      ids: ['id-a', 'id-c'],
    });
    expect(await screen.findByText('Shares deleted: 2')).toBeTruthy();
  });

  it('clears expired pastes only after confirming, and shows status badges', async () => {
    const { requests } = stubApi((request) => {
      if (request.method === 'GET') {
        return {
          status: 200,
          data: page([
            item('old', { status: 'expired', expires_at: '2025-01-01T00:00:00.000Z' }),
            item('used', { status: 'exhausted', max_views: 3, views: 3 }),
          ]),
        };
      }
      if (request.path === '/admin/pastes/clear-expired') return { status: 200, data: { deleted_count: 2 } };
      return undefined;
    });
    renderWithProviders(<TextManagementPage area="admin" />);
    expect((await screen.findAllByText('Expired')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('View limit reached').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 / 3').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear expired' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete all expired shares?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear expired' }));
    expect(await screen.findByText('Expired shares deleted: 2')).toBeTruthy();
  });

  it('shows a load failure with a retry', async () => {
    stubApi(() => ({ status: 500, error: 'INTERNAL', message: 'boom' }));
    renderWithProviders(<TextManagementPage area="admin" />);
    expect(await screen.findByText(/Could not load the shares/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
