// Rendered Markdown goes through DOMPurify, which needs a spec-compliant DOM (see markdown-renderer.test.ts).
// @vitest-environment jsdom
import type { PublicPasteMetadata, PublicPasteView } from '@satchel/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAdminToken, setApiKeyCredentials } from '../../../lib/local-store';
import { renderWithProviders } from '../../../test/render';
import { stubApi } from '../test/fake-api';
import { PasteViewPage } from './paste-view-page';

const metadata: PublicPasteMetadata = {
  slug: 'secret',
  remark: 'Quarterly notes',
  has_password: true,
  requires_password: true,
  expires_at: null,
  max_views: 0,
  views: 0,
  remaining_views: null,
  created_at: '2025-06-08T09:30:00.000Z',
  can_edit: false,
};

function view(overrides: Partial<PublicPasteView> = {}): PublicPasteView {
  return {
    ...metadata,
    slug: 'hello',
    has_password: false,
    requires_password: false,
    content: '# Hello share\n\nSome **text**.',
    updated_at: '2025-06-08T09:30:00.000Z',
    access_token: 'tok-1',
    access_token_expires_at: '2025-06-08T10:30:00.000Z',
    raw_url: 'http://localhost:3000/api/raw/hello?token=tok-1',
    max_views: 5,
    views: 1,
    remaining_views: 4,
    ...overrides,
  };
}

describe('/paste/:slug', () => {
  it('reads the share once, renders it and offers the token raw link', async () => {
    const { requests } = stubApi((request) =>
      request.method === 'GET' && request.path === '/paste/hello' ? { status: 200, data: view() } : undefined,
    );
    renderWithProviders(<PasteViewPage slug="hello" />);
    expect(await screen.findByRole('heading', { name: 'Hello share' })).toBeTruthy();
    expect(screen.getByText('Views: 1 of 5 · 4 left')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy raw link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();

    // Focus and reconnect never read again: a read counts a view (design.md §4.9).
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => request.path === '/paste/hello')).toHaveLength(1);
    expect(requests[0]?.query.has('token')).toBe(false);
  });

  it('switches between the rendered document and its source', async () => {
    stubApi(() => ({ status: 200, data: view() }));
    renderWithProviders(<PasteViewPage slug="hello" />);
    await screen.findByRole('heading', { name: 'Hello share' });
    await userEvent.click(screen.getByRole('tab', { name: 'Source' }));
    expect(screen.getByText(/# Hello share/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hello share' })).toBeNull();
  });

  it('asks for the password, reports a wrong one without dropping credentials, then shows the share', async () => {
    setApiKeyCredentials('my-key-0123456789', { text: true, file: false, mount: false });
    const { requests } = stubApi((request) => {
      if (request.path !== '/paste/secret') return undefined;
      if (request.method === 'GET') return { status: 200, data: metadata };
      const password = (request.body as { password: string }).password;
      if (password === 'right')
        return {
          status: 200,
          data: view({
            slug: 'secret',
            has_password: true,
            raw_url: 'http://localhost:3000/api/raw/secret?token=tok-2',
            content: '# Unlocked',
          }),
        };
      return { status: 401, error: 'PASSWORD_INCORRECT', message: 'password incorrect' };
    });
    renderWithProviders(<PasteViewPage slug="secret" />);

    expect(await screen.findByRole('heading', { name: 'This share is password protected' })).toBeTruthy();
    expect(screen.getByText('Quarterly notes')).toBeTruthy();
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Password incorrect')).toBeTruthy();
    expect(window.localStorage.getItem('api_key')).toBe('my-key-0123456789');

    await userEvent.clear(input);
    await userEvent.type(input, 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('heading', { name: 'Unlocked' })).toBeTruthy();
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'POST']);
    expect(requests[2]?.body).toEqual({ password: 'right' });
  });

  it('tells the visitor to wait when unlocking is rate limited', async () => {
    stubApi((request) =>
      request.method === 'GET'
        ? { status: 200, data: metadata }
        : { status: 429, error: 'RATE_LIMITED', data: { retry_after: 30 }, headers: { 'Retry-After': '30' } },
    );
    renderWithProviders(<PasteViewPage slug="secret" />);
    await userEvent.type(await screen.findByLabelText('Password'), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Too many attempts, please wait 30 seconds and try again')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Unlock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['expired', 'This share has expired'],
    ['view_limit', 'This share reached its view limit'],
  ])('shows a full-page message for 410 (%s)', async (reason, title) => {
    stubApi(() => ({
      status: 410,
      error: reason === 'expired' ? 'SHARE_EXPIRED' : 'SHARE_EXHAUSTED',
      data: { reason },
    }));
    renderWithProviders(<PasteViewPage slug="gone" />);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('shows a full-page message for a missing share (404)', async () => {
    stubApi(() => ({ status: 404, error: 'NOT_FOUND', message: 'paste not found' }));
    renderWithProviders(<PasteViewPage slug="nope" />);
    expect(await screen.findByRole('heading', { name: 'Share not found' })).toBeTruthy();
  });

  it('lets the admin edit in place and re-reads with the access token', async () => {
    setAdminToken('admin-token');
    let content = '# Before';
    const { requests } = stubApi((request) => {
      if (request.method === 'GET' && request.path === '/paste/hello') {
        return { status: 200, data: view({ content, can_edit: true, id: 'p-1' }) };
      }
      if (request.method === 'PUT' && request.path === '/admin/pastes/p-1') {
        content = (request.body as { content: string }).content;
        return { status: 200, data: { id: 'p-1', slug: 'hello', content, remark: 'Quarterly notes' } };
      }
      return undefined;
    });
    renderWithProviders(<PasteViewPage slug="hello" />);
    await screen.findByRole('heading', { name: 'Before' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '# After');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'After' })).toBeTruthy();
    const reads = requests.filter((request) => request.method === 'GET');
    expect(reads).toHaveLength(2);
    expect(reads[1]?.query.get('token')).toBe('tok-1');
    expect(requests.find((request) => request.method === 'PUT')?.headers.Authorization).toBe(
      'Bearer admin-token',
    );
  });
});
