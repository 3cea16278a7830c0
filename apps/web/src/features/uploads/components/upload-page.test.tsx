import type { FileShareDto } from '@satchel/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render';
import type { UploadTransport } from '../upload-flow';
import { UploadPage, UploadRoute } from './upload-page';

const MIB = 1024 * 1024;

const configs = [
  {
    id: 'small',
    name: 'Small bucket',
    provider_type: 'aws',
    is_default: true,
    default_folder: '',
    total_storage_bytes: 3 * MIB,
    used_storage_bytes: 1 * MIB,
  },
  {
    id: 'big',
    name: 'Big bucket',
    provider_type: 'r2',
    is_default: false,
    default_folder: '',
    total_storage_bytes: 100 * MIB,
    used_storage_bytes: 0,
  },
];

function stubApi(maxUploadSizeMb = 2) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/s3-configs') return jsonResponse(envelope(configs));
      if (path === '/api/system/max-upload-size')
        return jsonResponse(envelope({ max_upload_size: maxUploadSizeMb }));
      throw new Error(`unexpected request ${path}`);
    }),
  );
}

function fileOf(name: string, size: number, type = 'text/plain') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A transport whose presign/PUT/commit succeed at once, recording the calls. */
function fakeTransport() {
  const presigned: unknown[] = [];
  const committed: unknown[] = [];
  let counter = 0;
  const transport: UploadTransport = {
    presign: async (body) => {
      presigned.push(body);
      counter += 1;
      return {
        file_id: `p${counter}`,
        upload_url: 'https://bucket.test/put',
        upload_headers: {},
        storage_path: '',
        s3_url: null,
        slug: body.slug ?? `slug${counter}`,
        provider_type: 'aws',
        contentType: 'text/plain',
        expires_at: '2030-01-01T00:00:00.000Z',
      };
    },
    putToStorage: async (_url, file, options) => {
      options.onProgress({ loaded: file.size, total: file.size });
      return { etag: '"e"' };
    },
    commit: async (body) => {
      committed.push(body);
      const index = Number(body.file_id.slice(1));
      return {
        id: `f${index}`,
        slug: (presigned[index - 1] as { slug?: string }).slug ?? `slug${index}`,
        filename: (presigned[index - 1] as { filename: string }).filename,
        size: 10,
        has_password: false,
        expires_at: null,
        created_at: '2025-06-08T09:30:00.000Z',
      } as FileShareDto;
    },
    formUpload: async () => {
      throw new Error('not used');
    },
    deleteFile: async () => null,
  };
  return { transport, presigned, committed };
}

async function addFiles(files: File[]) {
  await userEvent.upload(screen.getByLabelText('Files to upload'), files);
}

beforeEach(() => {
  window.localStorage.setItem('admin_token', 'tok');
});

describe('upload page', () => {
  it('asks visitors without file permission to log in or authorise', () => {
    window.localStorage.clear();
    renderWithProviders(<UploadRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Upload files' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in or authorise' })).toBeTruthy();
  });

  it('disables the custom suffix once more than one file is queued', async () => {
    stubApi();
    renderWithProviders(<UploadPage transport={fakeTransport().transport} />);
    const slug = (await screen.findByLabelText('Custom link suffix')) as HTMLInputElement;
    await addFiles([fileOf('a.txt', 10)]);
    expect(slug.disabled).toBe(false);
    await addFiles([fileOf('b.txt', 10)]);
    expect(slug.disabled).toBe(true);
    expect(screen.getByText(/Only for a single file/)).toBeTruthy();
  });

  it('marks a file over the size limit and does not upload', async () => {
    stubApi(2);
    const { transport, presigned } = fakeTransport();
    renderWithProviders(<UploadPage transport={transport} />);
    await screen.findByLabelText('Custom link suffix');
    await addFiles([fileOf('huge.iso', 2 * MIB + 1)]);
    const row = screen.getByRole('article', { name: 'huge.iso' });
    expect(await within(row).findByText(/Size limit exceeded: at most 2 MB per file/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(presigned).toHaveLength(0);
  });

  it('checks free space of the chosen storage and refuses negative max views', async () => {
    stubApi(10);
    const { transport, presigned } = fakeTransport();
    renderWithProviders(<UploadPage transport={transport} />);
    await screen.findByLabelText('Custom link suffix');
    // The default bucket has 2 MiB free.
    await addFiles([fileOf('a.bin', 3 * MIB)]);
    expect(await screen.findByText(/Insufficient storage/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Max views'), '-2');
    await userEvent.click(screen.getByRole('button', { name: 'Upload 1 file' }));
    expect(screen.getByText('Max views cannot be negative')).toBeTruthy();
    expect(presigned).toHaveLength(0);
    // The keyboard is taken to the field to fix.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Max views')));
  });

  it('uploads a batch with its options, shows links and keeps the latest three', async () => {
    stubApi(10);
    const { transport, presigned, committed } = fakeTransport();
    renderWithProviders(<UploadPage transport={transport} />);
    await screen.findByLabelText('Custom link suffix');
    await addFiles([fileOf('a.txt', 10), fileOf('b.txt', 10)]);
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }));

    await waitFor(() => expect(committed).toHaveLength(2));
    expect(presigned.map((body) => (body as { s3_config_id: string }).s3_config_id)).toEqual([
      'small',
      'small',
    ]);
    expect(committed[0]).toMatchObject({ password: 'pw', expires_in: 168, max_views: 0 });
    expect(presigned[0]).not.toHaveProperty('slug');
    for (const name of ['a.txt', 'b.txt']) {
      const row = screen.getByRole('article', { name });
      expect(within(row).getByText(/Uploaded/)).toBeTruthy();
      expect(within(row).getByRole('button', { name: `Copy link of ${name}` })).toBeTruthy();
      // Opening a share must not leave the page (that would drop the queue and its links).
      const open = within(row).getByRole('link', { name: `Open share page of ${name}` });
      expect(open.getAttribute('target')).toBe('_blank');
      // The whole absolute link is there to copy or read, even when the origin part is cut short.
      const link = within(row).getAllByRole('link')[0]!;
      expect(link.textContent).toMatch(new RegExp(`^${window.location.origin}/file/slug\\d$`));
    }
    const recent = JSON.parse(window.localStorage.getItem('recent_uploads') ?? '[]') as Array<{
      filename: string;
    }>;
    expect(recent.map((item) => item.filename).sort()).toEqual(['a.txt', 'b.txt']);
    expect(screen.getByRole('heading', { name: 'Recent uploads' })).toBeTruthy();
  });
});
