import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setAdminToken, setApiKeyCredentials } from '../../../lib/local-store';
import { renderWithProviders } from '../../../test/render';
import { DRAFT_STORAGE_KEY } from '../../editor/lib/draft-storage';
import { stubApi } from '../test/fake-api';
import { CreatePastePage } from './create-paste-page';

const DAY_MS = 24 * 60 * 60 * 1000;

function createdPaste(overrides: Record<string, unknown> = {}) {
  return {
    id: 'p-1',
    slug: 'abc12345',
    url: '/paste/abc12345',
    remark: null,
    content: '# Hello',
    has_password: false,
    expires_at: null,
    max_views: 0,
    views: 0,
    remaining_views: null,
    exhausted_at: null,
    status: 'active',
    created_by: 'admin',
    key_name: null,
    created_at: '2025-06-08T09:30:00.000Z',
    updated_at: '2025-06-08T09:30:00.000Z',
    raw_url: 'http://localhost:3000/api/raw/abc12345',
    ...overrides,
  };
}

const editor = () => screen.getByRole('textbox', { name: 'Markdown content' }) as HTMLTextAreaElement;

describe('home: create a text share', () => {
  it('shows the sign-in prompt without an admin token or a key with text permission', () => {
    setApiKeyCredentials('file-only-key-0000', { text: false, file: true, mount: false });
    renderWithProviders(<CreatePastePage />);
    expect(screen.getByRole('heading', { name: 'Your API key lacks this permission' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Markdown content' })).toBeNull();
  });

  it('validates content, link suffix and max views before sending anything', async () => {
    setAdminToken('t');
    const { requests } = stubApi(() => undefined);
    renderWithProviders(<CreatePastePage />);

    await userEvent.type(screen.getByLabelText(/^Custom link suffix/), 'bad slug!');
    expect(screen.getByText('Only letters, numbers, - and _ are allowed')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Max views/), '-2');
    expect(screen.getByText('Max views cannot be negative')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create share' }));
    expect(screen.getByText('Content cannot be empty')).toBeTruthy();
    expect(editor().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('creates the share with an absolute expiry, shows its links and clears the draft', async () => {
    setAdminToken('t');
    const { requests } = stubApi((request) =>
      request.method === 'POST' && request.path === '/paste'
        ? {
            status: 201,
            data: createdPaste({
              slug: 'my-note',
              url: '/paste/my-note',
              raw_url: 'http://localhost:3000/api/raw/my-note',
            }),
          }
        : undefined,
    );
    renderWithProviders(<CreatePastePage />);
    fireEvent.change(editor(), { target: { value: '# Hello\n\nworld' } });
    await userEvent.type(screen.getByLabelText(/^Remark/), 'for Sam');
    await userEvent.type(screen.getByLabelText(/^Custom link suffix/), 'my-note');
    await userEvent.selectOptions(screen.getByLabelText('Expires after'), '1d');
    await userEvent.type(screen.getByLabelText(/^Max views/), '3');
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Create share' }));

    const result = await screen.findByRole('region', { name: 'Share created' });
    const body = requests[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      content: '# Hello\n\nworld',
      remark: 'for Sam',
      slug: 'my-note',
      max_views: 3,
    });
    const expiresAt = Date.parse(body.expires_at as string);
    expect(expiresAt - before).toBeGreaterThanOrEqual(DAY_MS - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(DAY_MS + 60_000);

    expect((within(result).getByLabelText('Share link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/paste/my-note`,
    );
    expect((within(result).getByLabelText('Raw text link') as HTMLInputElement).value).toBe(
      'http://localhost:3000/api/raw/my-note',
    );
    expect(editor().value).toBe('');
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('does not show a raw link for a password-protected share', async () => {
    setAdminToken('t');
    stubApi(() => ({ status: 201, data: createdPaste({ has_password: true }) }));
    renderWithProviders(<CreatePastePage />);
    fireEvent.change(editor(), { target: { value: 'secret text' } });
    await userEvent.type(screen.getByLabelText(/^Password/), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Create share' }));
    const result = await screen.findByRole('region', { name: 'Share created' });
    expect(within(result).queryByLabelText('Raw text link')).toBeNull();
    expect(within(result).getByText(/its raw link becomes available on the share page/)).toBeTruthy();
    expect(result.textContent).not.toContain('pw');
  });

  it('says so when the link suffix is taken (409)', async () => {
    setAdminToken('t');
    stubApi(() => ({ status: 409, error: 'SLUG_TAKEN', message: 'custom link suffix already taken' }));
    renderWithProviders(<CreatePastePage />);
    fireEvent.change(editor(), { target: { value: 'x' } });
    await userEvent.type(screen.getByLabelText(/^Custom link suffix/), 'taken');
    await userEvent.click(screen.getByRole('button', { name: 'Create share' }));
    await waitFor(() =>
      expect(screen.getAllByText('Custom link suffix already taken, try another').length).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText(/^Custom link suffix/).getAttribute('aria-invalid')).toBe('true');
    expect(editor().value).toBe('x');
  });

  it('restores the autosaved draft', () => {
    setAdminToken('t');
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '# My draft');
    renderWithProviders(<CreatePastePage />);
    expect(editor().value).toBe('# My draft');
  });
});

describe('editor toolbar and import', () => {
  it('formats the selected text from the toolbar and the keyboard, and undoes it', async () => {
    setAdminToken('t');
    renderWithProviders(<CreatePastePage />);
    fireEvent.change(editor(), { target: { value: 'make this bold' } });
    editor().setSelectionRange(5, 9);
    fireEvent.select(editor());
    await userEvent.click(screen.getByRole('button', { name: /^Bold/ }));
    expect(editor().value).toBe('make **this** bold');
    expect(editor().value.slice(editor().selectionStart, editor().selectionEnd)).toBe('this');

    fireEvent.keyDown(editor(), { key: 'i', ctrlKey: true });
    expect(editor().value).toBe('make **_this_** bold');

    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(editor().value).toBe('make **this** bold');
    fireEvent.keyDown(editor(), { key: 'z', ctrlKey: true });
    expect(editor().value).toBe('make this bold');
    fireEvent.keyDown(editor(), { key: 'z', ctrlKey: true, shiftKey: true });
    expect(editor().value).toBe('make **this** bold');
  });

  it('imports a Markdown file, asking before it replaces text, and refuses other files', async () => {
    setAdminToken('t');
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<CreatePastePage />);
    const input = screen.getByLabelText('Markdown file to import');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/notes\.txt is not a Markdown file/)).toBeTruthy();
    expect(editor().value).toBe('');

    await user.upload(input, new File(['# First'], 'first.md', { type: '' }));
    await waitFor(() => expect(editor().value).toBe('# First'));

    await user.upload(input, new File(['# Second'], 'second.markdown', { type: '' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the current text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(editor().value).toBe('# First');

    await user.upload(input, new File(['# Second'], 'second.markdown', { type: '' }));
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(editor().value).toBe('# Second'));
  });

  it('refuses a Markdown file over 10 MB', async () => {
    setAdminToken('t');
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<CreatePastePage />);
    const big = new File(['x'], 'huge.md');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Markdown file to import'), big);
    expect(await screen.findByText('huge.md is too large: Markdown files must be under 10 MB')).toBeTruthy();
  });
});
