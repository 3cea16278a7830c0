import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './lib/browser';
import { dropFiles } from './lib/drop-files';
import { adminGet, collectPageErrors, freshVisitor, storedAdminToken, useAdminBrowser } from './lib/session';

const skipReason = inject('skipReason');
const UPLOAD_TIMEOUT = 60_000;
const BIG_FILE_BYTES = 48 * 1024 * 1024;

interface AdminFileItem {
  id: string;
  slug: string;
  filename: string;
  has_password: boolean;
  max_views: number;
  views: number;
}

async function listAdminFiles(token: string): Promise<AdminFileItem[]> {
  return (await adminGet<{ items: AdminFileItem[] }>(token, '/admin/files?limit=200')).items;
}

/** Opens /upload and waits until the storage of the fresh install is offered. */
async function openUploadPage(page: Page): Promise<void> {
  await page.goto('/upload');
  await page.getByRole('heading', { name: 'Upload files', level: 1 }).waitFor();
  await page
    .getByText(/ free$/)
    .first()
    .waitFor({ timeout: 30_000 });
  expect(await page.getByRole('button', { name: 'Upload', exact: true }).isEnabled()).toBe(true);
}

/** The upload row of one file. */
function uploadRow(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Upload queue' }).getByRole('article', { name, exact: true });
}

/** Waits until a row's upload is done and returns its share link (the absolute /file/<slug> URL). */
async function finishedLink(page: Page, name: string): Promise<string> {
  const row = uploadRow(page, name);
  await row.getByText('Uploaded', { exact: false }).waitFor({ timeout: UPLOAD_TIMEOUT });
  expect(await row.getAttribute('data-status')).toBe('done');
  const link = (await row.getByRole('link').first().textContent())?.trim() ?? '';
  expect(link).toMatch(new RegExp(`^${inject('baseUrl')}/file/[A-Za-z0-9_-]+$`));
  return link;
}

/** True once the image of the preview has really been decoded (naturalWidth > 0). */
async function imageLoaded(page: Page, alt: string): Promise<void> {
  await page.getByRole('img', { name: alt }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    (name) => {
      const image = document.querySelector<HTMLImageElement>(`img[alt="${name}"]`);
      return Boolean(image && image.complete && image.naturalWidth > 0);
    },
    alt,
    { timeout: 30_000 },
  );
}

describe.skipIf(skipReason)('file shares: upload, cancel, password, preview in the real browser', () => {
  const ui = useAdminBrowser();

  it('uploads three dropped files, cancels the big one mid-flight and shares the other two', async () => {
    await openUploadPage(ui.admin);

    await dropFiles(ui.admin, [
      { name: 'photo.png', type: 'image/png', png: { width: 480, height: 270 } },
      { name: 'notes.txt', type: 'text/plain', text: 'Satchel notes\nline two of the notes\n' },
      { name: 'big.bin', type: 'application/octet-stream', bytes: BIG_FILE_BYTES },
    ]);
    for (const name of ['photo.png', 'notes.txt', 'big.bin']) {
      await uploadRow(ui.admin, name).getByText('Waiting').waitFor();
    }
    // Several files: each gets a random link, so the custom suffix is off.
    expect(await ui.admin.getByLabel('Custom link suffix').isDisabled()).toBe(true);
    await screenshot(ui.admin, 'files-queued');

    // A slow uplink, so the big upload is certainly still running when it is cancelled.
    const cdp = await ui.adminContext.newCDPSession(ui.admin);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 2 * 1024 * 1024,
    });
    try {
      await ui.admin.getByRole('button', { name: 'Upload 3 files' }).click();
      const bigRow = uploadRow(ui.admin, 'big.bin');
      const progress = bigRow.getByRole('progressbar', { name: 'Upload progress of big.bin' });
      await progress.waitFor({ timeout: UPLOAD_TIMEOUT });
      await expect
        .poll(async () => Number((await progress.getAttribute('aria-valuenow')) ?? 0), {
          timeout: UPLOAD_TIMEOUT,
          interval: 100,
        })
        .toBeGreaterThanOrEqual(2);
      const percentAtCancel = Number((await progress.getAttribute('aria-valuenow')) ?? 0);
      expect(percentAtCancel).toBeLessThan(90);
      await screenshot(ui.admin, 'files-uploading');
      await bigRow.getByRole('button', { name: 'Cancel upload of big.bin' }).click();

      await bigRow.getByText('Upload cancelled').waitFor();
      expect(await bigRow.getAttribute('data-status')).toBe('cancelled');
      expect(await bigRow.getByRole('progressbar').count()).toBe(0);
      await bigRow.getByRole('button', { name: 'Retry big.bin' }).waitFor();
    } finally {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }

    const photoLink = await finishedLink(ui.admin, 'photo.png');
    const notesLink = await finishedLink(ui.admin, 'notes.txt');
    expect(photoLink).not.toBe(notesLink);
    expect(await uploadRow(ui.admin, 'big.bin').getByRole('link').count()).toBe(0);
    await screenshot(ui.admin, 'files-done');

    // The server has shares for the two finished files and none for the cancelled one.
    const token = await storedAdminToken(ui.admin);
    await expect
      .poll(async () => (await listAdminFiles(token)).map((item) => item.filename).sort(), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining(['notes.txt', 'photo.png']));
    const files = await listAdminFiles(token);
    expect(files.filter((item) => item.filename === 'big.bin')).toEqual([]);
    expect(files.find((item) => item.filename === 'photo.png')?.slug).toBe(photoLink.split('/file/')[1]);

    // A visitor sees both shares.
    const visitor = await freshVisitor(ui.browser);
    await visitor.page.goto(photoLink);
    await imageLoaded(visitor.page, 'photo.png');
    await visitor.page.getByRole('link', { name: 'Download' }).waitFor();
    await visitor.page.goto(notesLink);
    await visitor.page.getByText('line two of the notes').waitFor({ timeout: 30_000 });
    await visitor.context.close();
  });

  it('protects a share with a password and a view limit', async () => {
    await openUploadPage(ui.admin);
    await dropFiles(ui.admin, [{ name: 'secret.png', type: 'image/png', png: { width: 400, height: 300 } }]);
    await uploadRow(ui.admin, 'secret.png').getByText('Waiting').waitFor();
    await ui.admin.getByLabel('Custom link suffix').fill('e2e-secret-photo');
    await ui.admin.getByLabel('Password', { exact: true }).fill('open-sesame');
    await ui.admin.getByLabel('Max views').fill('2');
    await ui.admin.getByRole('button', { name: 'Upload 1 file' }).click();
    const link = await finishedLink(ui.admin, 'secret.png');
    expect(link).toBe(`${inject('baseUrl')}/file/e2e-secret-photo`);

    const first = await freshVisitor(ui.browser);
    const firstErrors = collectPageErrors(first.page);
    await first.page.goto(link);
    const unlock = first.page.getByRole('form', { name: 'Unlock the share' });
    await unlock.waitFor();
    await first.page.getByRole('heading', { name: 'secret.png', level: 1 }).waitFor();
    // Locked: no preview and no download before the password.
    expect(await first.page.getByRole('img', { name: 'secret.png' }).count()).toBe(0);
    expect(await first.page.getByRole('link', { name: 'Download' }).count()).toBe(0);
    await screenshot(first.page, 'files-locked');

    await unlock.getByLabel('Password', { exact: true }).fill('not-the-password');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await unlock.getByText(/^Password incorrect$/i).waitFor();
    await screenshot(first.page, 'files-wrong-password');

    await unlock.getByLabel('Password', { exact: true }).fill('open-sesame');
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await imageLoaded(first.page, 'secret.png');
    const download = first.page.getByRole('link', { name: 'Download' });
    expect(await download.getAttribute('href')).toMatch(/\/download\?/);
    await first.page.getByText('1 of 2').waitFor();
    expect(await first.page.getByRole('form', { name: 'Unlock the share' }).count()).toBe(0);
    await screenshot(first.page, 'files-unlocked');
    expect(firstErrors).toEqual([]);
    await first.context.close();

    // The server counted exactly the one unlock (the wrong password counts nothing).
    const token = await storedAdminToken(ui.admin);
    const stored = (await listAdminFiles(token)).find((item) => item.slug === 'e2e-secret-photo');
    expect(stored).toMatchObject({ has_password: true, max_views: 2, views: 1 });

    // The second visitor takes the last view; the third finds the share used up.
    const second = await freshVisitor(ui.browser);
    await second.page.goto(link);
    await second.page
      .getByRole('form', { name: 'Unlock the share' })
      .getByLabel('Password', { exact: true })
      .fill('open-sesame');
    await second.page.getByRole('button', { name: 'Unlock' }).click();
    await imageLoaded(second.page, 'secret.png');
    await second.context.close();

    const third = await freshVisitor(ui.browser);
    await third.page.goto(link);
    await third.page.getByRole('heading', { name: 'This share has reached its view limit' }).waitFor();
    expect(await third.page.getByRole('form', { name: 'Unlock the share' }).count()).toBe(0);
    await screenshot(third.page, 'files-view-limit');
    await third.context.close();
  });

  it('shows an HTML file as source text and never renders it', async () => {
    await openUploadPage(ui.admin);
    const html =
      '<h1>Injected heading</h1>\n<script>window.__satchelPwned = true;</script>\n<iframe src="/upload"></iframe>\n';
    await dropFiles(ui.admin, [{ name: 'page.html', type: 'text/html', text: html }]);
    await uploadRow(ui.admin, 'page.html').getByText('Waiting').waitFor();
    // The form keeps its options between batches: this share is open.
    await ui.admin.getByLabel('Password', { exact: true }).fill('');
    await ui.admin.getByLabel('Max views').fill('');
    await ui.admin.getByRole('button', { name: 'Upload 1 file' }).click();
    const link = await finishedLink(ui.admin, 'page.html');

    const visitor = await freshVisitor(ui.browser);
    const errors = collectPageErrors(visitor.page);
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { name: 'page.html', level: 1 }).waitFor();
    await visitor.page.getByText(/Shown as source text/).waitFor({ timeout: 30_000 });
    const source = visitor.page.locator('pre').filter({ hasText: '<h1>Injected heading</h1>' });
    await source.waitFor();
    expect(await source.textContent()).toContain('<script>window.__satchelPwned = true;</script>');
    expect(await visitor.page.getByRole('heading', { name: 'Injected heading' }).count()).toBe(0);
    expect(await visitor.page.locator('iframe').count()).toBe(0);
    expect(await visitor.page.evaluate(() => (window as { __satchelPwned?: boolean }).__satchelPwned)).toBe(
      undefined,
    );
    await screenshot(visitor.page, 'files-html-as-source');
    expect(errors).toEqual([]);
    await visitor.context.close();
  });

  it('shows the not-found state for a missing slug', async () => {
    const visitor = await freshVisitor(ui.browser);
    await visitor.page.goto('/file/no-such-share-e2e');
    await visitor.page.getByRole('heading', { name: 'Share not found', level: 1 }).waitFor();
    expect(await visitor.page.locator('[data-state="not-found"]').count()).toBe(1);
    await visitor.page.getByRole('link', { name: 'Upload a file' }).waitFor();
    await screenshot(visitor.page, 'files-not-found');
    await visitor.context.close();
  });

  it('raised no uncaught errors on the admin page', () => {
    expect(ui.adminErrors).toEqual([]);
  });
});
