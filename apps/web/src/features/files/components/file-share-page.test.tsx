import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorEnvelope, jsonResponse } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render';
import { FileSharePage } from './file-share-page';

const PREVIEW_URL = 'http://localhost:3000/api/public/files/abc/preview?token=t1';
const DOWNLOAD_URL = 'http://localhost:3000/api/public/files/abc/download?token=t1';

const baseShare = {
  slug: 'abc',
  filename: 'report.txt',
  mimetype: 'text/plain',
  size: 11,
  remark: 'quarterly numbers',
  has_password: false,
  requires_password: false,
  expires_at: null,
  max_views: 5,
  views: 1,
  remaining_views: 4,
  created_at: '2025-06-08T09:30:00.000Z',
  can_edit: false,
};
const unlocked = {
  ...baseShare,
  preview_url: PREVIEW_URL,
  download_url: DOWNLOAD_URL,
  urls_expire_at: '2030-01-01T00:00:00.000Z',
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

function stubFetch(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderPage() {
  return renderWithProviders(<FileSharePage slug="abc" />, { route: '/file/abc' });
}

beforeEach(() => {
  // The password answers must never cost the visitor their stored credential.
  window.localStorage.setItem('api_key', 'visitor-key');
  window.localStorage.setItem(
    'api_key_permissions',
    JSON.stringify({ text: true, file: true, mount: false }),
  );
});

describe('file share page', () => {
  it('shows name, size, type, remark, expiry and remaining views, with download and open links', async () => {
    const calls = stubFetch({
      'GET /api/public/files/abc': () => jsonResponse(envelope(unlocked)),
      'GET /api/public/files/abc/preview': () => new Response('hello world', { status: 200 }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'report.txt' })).toBeTruthy();
    expect(screen.getByText('11 B · text/plain')).toBeTruthy();
    expect(screen.getByText('quarterly numbers')).toBeTruthy();
    expect(screen.getByText('4 of 5')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(DOWNLOAD_URL);
    const open = screen.getByRole('link', { name: 'Open in new tab' });
    expect(open.getAttribute('href')).toBe(PREVIEW_URL);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Copy share link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy();
    expect(await screen.findByText('hello world')).toBeTruthy();
    // Not editable for this visitor.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    // The counted GET ran exactly once.
    expect(calls.filter((call) => call === 'GET /api/public/files/abc')).toHaveLength(1);
  });

  it('asks for the password; a wrong one says "password incorrect" and keeps the stored key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(envelope({ ...baseShare, has_password: true, requires_password: true })),
      'POST /api/public/files/abc/verify': (init) => {
        attempts += 1;
        const { password } = JSON.parse(String(init.body)) as { password: string };
        if (password !== 'right') {
          return jsonResponse(errorEnvelope(401, 'PASSWORD_INCORRECT', 'password incorrect'), 401);
        }
        return jsonResponse(envelope({ ...unlocked, has_password: true }));
      },
      'GET /api/public/files/abc/preview': () => new Response('secret text', { status: 200 }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Unlock the share' });
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();

    await user.type(within(form).getByLabelText('Password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Unlock' }));
    expect(await within(form).findByText('Password incorrect')).toBeTruthy();
    expect(window.localStorage.getItem('api_key')).toBe('visitor-key');

    await user.clear(within(form).getByLabelText('Password'));
    await user.type(within(form).getByLabelText('Password'), 'right');
    await user.click(within(form).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('link', { name: 'Download' })).toBeTruthy();
    expect(await screen.findByText('secret text')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(calls.filter((call) => call === 'GET /api/public/files/abc')).toHaveLength(1);
  });

  it('tells a rate-limited visitor how long to wait and holds the button', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(envelope({ ...baseShare, has_password: true, requires_password: true })),
      'POST /api/public/files/abc/verify': () =>
        new Response(JSON.stringify(errorEnvelope(429, 'RATE_LIMITED', 'slow down', { retry_after: 42 })), {
          status: 429,
          headers: { 'Retry-After': '42' },
        }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Unlock the share' });
    await user.type(within(form).getByLabelText('Password'), 'guess');
    await user.click(within(form).getByRole('button', { name: 'Unlock' }));
    expect(await within(form).findByText(/please wait 4[12] seconds/)).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Unlock' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('410: a full-page state with the reason (view limit or expiry)', async () => {
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(errorEnvelope(410, 'SHARE_EXHAUSTED', 'gone', { reason: 'view_limit' }), 410),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This share has reached its view limit' }),
    ).toBeTruthy();
  });

  it('410 expired', async () => {
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(errorEnvelope(410, 'SHARE_EXPIRED', 'gone', { reason: 'expired' }), 410),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This share has expired' })).toBeTruthy();
  });

  it('404: share not found, and the failed GET is not retried', async () => {
    const calls = stubFetch({
      'GET /api/public/files/abc': () => jsonResponse(errorEnvelope(404, 'NOT_FOUND', 'not found'), 404),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Share not found' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET /api/public/files/abc']);
  });

  it('shows HTML as source text: nothing of it is rendered, framed or run', async () => {
    const html = '<h2>Injected</h2><img src=x onerror="alert(1)"><script>window.pwned = true</script>';
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(
          envelope({ ...unlocked, filename: 'page.html', mimetype: 'text/html', size: html.length }),
        ),
      'GET /api/public/files/abc/preview': () => new Response(html, { status: 200 }),
    });
    const { container } = renderPage();
    expect(await screen.findByText(/Shown as source text/)).toBeTruthy();
    await waitFor(() => expect(container.textContent).toContain('window.pwned = true'));
    expect(screen.queryByRole('heading', { name: 'Injected' })).toBeNull();
    expect(container.querySelector('iframe, object, embed, script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('[data-preview-kind]')?.getAttribute('data-preview-kind')).toBe('text');
  });

  it('an SVG is never used as an image source', async () => {
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(envelope({ ...unlocked, filename: 'logo.svg', mimetype: 'image/svg+xml', size: 20 })),
      'GET /api/public/files/abc/preview': () => new Response('<svg onload="x()"></svg>', { status: 200 }),
    });
    const { container } = renderPage();
    await waitFor(() => expect(container.textContent).toContain('<svg onload="x()"></svg>'));
    expect(container.querySelector('img, svg[onload]')).toBeNull();
  });

  it('previews an image with <img src=preview_url>', async () => {
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(envelope({ ...unlocked, filename: 'cat.png', mimetype: 'image/png', size: 2048 })),
    });
    renderPage();
    const image = await screen.findByRole('img', { name: 'cat.png' });
    expect(image.getAttribute('src')).toBe(PREVIEW_URL);
  });

  it('offers no preview for other types', async () => {
    stubFetch({
      'GET /api/public/files/abc': () =>
        jsonResponse(
          envelope({ ...unlocked, filename: 'data.zip', mimetype: 'application/zip', size: 2048 }),
        ),
    });
    renderPage();
    expect(await screen.findByText('No preview for this type')).toBeTruthy();
  });

  it('lets the owner edit and delete through the management calls', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    window.localStorage.setItem('admin_token', 'tok');
    const bodies: unknown[] = [];
    const calls = stubFetch({
      'GET /api/public/files/abc': () => jsonResponse(envelope({ ...unlocked, can_edit: true, id: 'f1' })),
      'GET /api/public/files/abc/preview': () => new Response('hello world', { status: 200 }),
      'PUT /api/admin/files/f1': (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(envelope({ id: 'f1' }));
      },
      'GET /api/admin/files/f1': () =>
        jsonResponse(
          envelope({
            ...unlocked,
            id: 'f1',
            remark: 'new remark',
            max_views: 0,
            remaining_views: null,
            views: 0,
          }),
        ),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file share' });
    await user.clear(within(dialog).getByLabelText('Remark'));
    await user.type(within(dialog).getByLabelText('Remark'), 'new remark');
    await user.clear(within(dialog).getByLabelText('Max views'));
    await user.type(within(dialog).getByLabelText('Max views'), '0');
    await user.click(within(dialog).getByRole('radio', { name: '1 day' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([{ remark: 'new remark', expires_in: 24, max_views: 0 }]);
    expect(await screen.findByText('new remark')).toBeTruthy();
    expect(screen.getByText('Unlimited')).toBeTruthy();
    expect(calls.filter((call) => call === 'GET /api/public/files/abc')).toHaveLength(1);
  });
});
