import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './lib/browser';
import { adminGet, collectPageErrors, freshVisitor, storedAdminToken, useAdminBrowser } from './lib/session';

const skipReason = inject('skipReason');

const PASSWORD = 'paste-pass-42';

// Every construct the brief names, plus hostile input that must stay inert.
const MARKDOWN = [
  '# Release notes E2E',
  '',
  'An intro paragraph with **bold** text and a [real link](https://example.com/docs).',
  '',
  '| Feature | Status |',
  '| --- | --- |',
  '| Tables | rendered-cell-ok |',
  '| Code | highlighted |',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '- [x] write the test',
  '- [ ] ship the release',
  '',
  '<script>window.__pastePwned = true;</script>',
  '',
  '[click me](javascript:window.__pasteLinkPwned=true)',
  '',
  '[shout me](JaVaScRiPt:window.__pasteLinkPwned=true)',
  '',
  '<a href="javascript:window.__pasteLinkPwned=true">raw anchor</a>',
  '',
  '<img src="x" onerror="window.__pasteImgPwned = true">',
  '',
].join('\n');

interface AdminPasteItem {
  id: string;
  slug: string;
  views: number;
  max_views: number;
  has_password: boolean;
  remark: string | null;
  expires_at: string | null;
}

/** The flags the hostile Markdown would set if anything of it ran. */
async function pwnedFlags(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const flags = window as { __pastePwned?: boolean; __pasteLinkPwned?: boolean; __pasteImgPwned?: boolean };
    return [flags.__pastePwned, flags.__pasteLinkPwned, flags.__pasteImgPwned];
  });
}

/** Asserts that the hostile part of MARKDOWN is inert on this page: no script, no live javascript: link. */
async function expectInert(page: Page, root: string): Promise<void> {
  const scope = page.locator(root);
  expect(await scope.locator('script').count()).toBe(0);
  expect(await scope.locator('img[onerror]').count()).toBe(0);
  expect(
    await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('a[href]')).filter((a) =>
          /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
        ).length,
    ),
  ).toBe(0);
  expect(await scope.getByRole('link', { name: 'click me' }).count()).toBe(0);
  expect(await scope.getByRole('link', { name: 'shout me' }).count()).toBe(0);
  expect(await scope.getByRole('link', { name: 'raw anchor' }).count()).toBe(0);
  // Clicking where the links would be runs nothing either.
  await scope.getByText('click me').first().click();
  await scope.getByText('raw anchor').first().click();
  expect(await pwnedFlags(page)).toEqual([undefined, undefined, undefined]);
}

/** Asserts the rendered document: heading, table, highlighted code, read-only task list, real link. */
async function expectRendered(page: Page): Promise<void> {
  const doc = page.locator('[aria-label="Shared document"]');
  await doc.getByRole('heading', { name: 'Release notes E2E', level: 1 }).waitFor({ timeout: 30_000 });
  const table = doc.getByRole('table');
  await table.getByRole('columnheader', { name: 'Feature' }).waitFor();
  await table.getByRole('cell', { name: 'rendered-cell-ok' }).waitFor();
  await doc.locator('pre code').filter({ hasText: 'const answer: number = 42;' }).waitFor();
  const boxes = doc.getByRole('checkbox');
  expect(await boxes.count()).toBe(2);
  expect(await boxes.nth(0).isChecked()).toBe(true);
  expect(await boxes.nth(1).isChecked()).toBe(false);
  expect(await boxes.nth(0).isDisabled()).toBe(true);
  const realLink = doc.getByRole('link', { name: 'real link' });
  expect(await realLink.getAttribute('href')).toBe('https://example.com/docs');
  expect(await realLink.getAttribute('rel')).toContain('noopener');
  await expectInert(page, '[aria-label="Shared document"]');
}

/** Opens a protected paste in its own fresh context and unlocks it. */
async function unlockAsNewVisitor(browser: Browser, link: string, shot?: string) {
  const visitor = await freshVisitor(browser);
  const errors = collectPageErrors(visitor.page);
  await visitor.page.goto(link);
  await visitor.page.getByRole('heading', { name: 'This share is password protected' }).waitFor();
  await visitor.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.page.getByRole('button', { name: 'Unlock' }).click();
  await expectRendered(visitor.page);
  if (shot) await screenshot(visitor.page, shot);
  return { ...visitor, errors };
}

async function findPaste(token: string, slug: string): Promise<AdminPasteItem | undefined> {
  const { items } = await adminGet<{ items: AdminPasteItem[] }>(token, '/admin/pastes?limit=200');
  return items.find((item) => item.slug === slug);
}

/** Fills the home page form and creates a share; returns the link shown in the result card. */
async function createPaste(
  page: Page,
  options: {
    content: string;
    remark?: string;
    slug?: string;
    password?: string;
    expiry?: string;
    maxViews?: string;
  },
): Promise<string> {
  const editor = page.getByRole('textbox', { name: 'Markdown content' });
  await editor.waitFor();
  await editor.fill(options.content);
  if (options.remark !== undefined) await page.getByLabel('Remark', { exact: true }).fill(options.remark);
  if (options.slug !== undefined) await page.getByLabel('Custom link suffix').fill(options.slug);
  if (options.password !== undefined)
    await page.getByLabel('Password', { exact: true }).fill(options.password);
  if (options.expiry !== undefined)
    await page.getByLabel('Expires after').selectOption({ label: options.expiry });
  if (options.maxViews !== undefined) await page.getByLabel('Max views').fill(options.maxViews);
  await page.getByRole('button', { name: 'Create share' }).click();
  const result = page.getByRole('region', { name: 'Share created' });
  await result.waitFor({ timeout: 30_000 });
  return result.getByLabel('Share link').inputValue();
}

describe.skipIf(skipReason)('text shares: write, protect, limit, view and edit in the real browser', () => {
  const ui = useAdminBrowser();

  it('creates a protected, limited share from Markdown and enforces its view limit', async () => {
    await ui.admin.goto('/');
    await ui.admin.getByRole('heading', { name: 'New text share', level: 1 }).waitFor();

    // The live preview renders the document while writing, and runs none of its hostile parts.
    await ui.admin.getByRole('textbox', { name: 'Markdown content' }).fill(MARKDOWN);
    const preview = ui.admin.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Release notes E2E', level: 1 }).waitFor({ timeout: 30_000 });
    await preview.getByRole('table').getByRole('cell', { name: 'rendered-cell-ok' }).waitFor();
    await expectInert(ui.admin, '[role="region"][aria-label="Preview"]');

    const link = await createPaste(ui.admin, {
      content: MARKDOWN,
      remark: 'E2E release notes',
      slug: 'e2e-notes',
      password: PASSWORD,
      expiry: '1 day',
      maxViews: '2',
    });
    const baseUrl = inject('baseUrl');
    expect(link).toBe(`${baseUrl}/paste/e2e-notes`);

    const result = ui.admin.getByRole('region', { name: 'Share created' });
    const qr = result.getByRole('img', { name: `QR code for ${link}` });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((canvas) => (canvas as HTMLCanvasElement).width), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => result.getByRole('button', { name: 'Download PNG' }).isEnabled()).toBe(true);
    await result.getByText('Up to 2 views').waitFor();
    await result.getByText('Password protected').waitFor();
    await result.getByText(/its raw link becomes available on the share page after unlocking/).waitFor();
    expect(await result.getByRole('link', { name: 'Open the share' }).getAttribute('href')).toBe(
      '/paste/e2e-notes',
    );
    await screenshot(ui.admin, 'pastes-created');

    // Every option reached the server.
    const token = await storedAdminToken(ui.admin);
    const stored = await findPaste(token, 'e2e-notes');
    expect(stored).toMatchObject({ remark: 'E2E release notes', has_password: true, max_views: 2, views: 0 });
    const expiresIn = new Date(stored?.expires_at ?? 0).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * 3600_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000);

    // First visitor: password form, a wrong password, then the right one → the document.
    const first = await freshVisitor(ui.browser);
    const firstErrors = collectPageErrors(first.page);
    await first.page.goto(link);
    await first.page.getByRole('heading', { name: 'This share is password protected' }).waitFor();
    await first.page.getByText('E2E release notes').waitFor();
    expect(await first.page.getByText('Release notes E2E').count()).toBe(0);
    await screenshot(first.page, 'pastes-locked');
    await first.page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await first.page.getByRole('button', { name: 'Unlock' }).click();
    await first.page
      .getByRole('alert')
      .filter({ hasText: /^Password incorrect$/i })
      .waitFor();
    await first.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await first.page.getByRole('button', { name: 'Unlock' }).click();
    await expectRendered(first.page);
    await first.page.getByText('Views: 1 of 2 · 1 left').waitFor();
    await first.page.getByRole('heading', { name: 'E2E release notes', level: 1 }).waitFor();
    await screenshot(first.page, 'pastes-unlocked');
    expect(firstErrors).toEqual([]);
    await first.context.close();

    // Second visitor takes the last view.
    const second = await unlockAsNewVisitor(ui.browser, link);
    await second.page.getByText('Views: 2 of 2 · 0 left').waitFor();
    expect(second.errors).toEqual([]);
    await second.context.close();
    expect(await findPaste(token, 'e2e-notes')).toMatchObject({ views: 2 });

    // Third visitor: the view-limit (410) state, no password form, no content.
    const third = await freshVisitor(ui.browser);
    const goneResponse = third.page.waitForResponse((response) =>
      response.url().includes('/api/paste/e2e-notes'),
    );
    await third.page.goto(link);
    expect((await goneResponse).status()).toBe(410);
    await third.page.getByRole('heading', { name: 'This share reached its view limit' }).waitFor();
    expect(await third.page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(await third.page.getByText('Release notes E2E').count()).toBe(0);
    await screenshot(third.page, 'pastes-view-limit');
    await third.context.close();
  });

  it('shows an admin edit to new visitors, from text management and in place', async () => {
    await ui.admin.goto('/');
    const link = await createPaste(ui.admin, {
      content: '# Editable original\n\nFirst version of the text.\n',
      slug: 'e2e-editable',
      expiry: 'Never',
    });
    expect(link).toBe(`${inject('baseUrl')}/paste/e2e-editable`);

    const before = await freshVisitor(ui.browser);
    await before.page.goto(link);
    await before.page
      .getByRole('heading', { name: 'Editable original', level: 1 })
      .waitFor({ timeout: 30_000 });
    // A visitor without a credential may not edit.
    expect(await before.page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await before.context.close();

    // Text management: edit the content in the dialog.
    await ui.admin.goto('/admin/text-management');
    await ui.admin.getByRole('button', { name: 'Edit e2e-editable' }).click();
    const dialog = ui.admin.getByRole('dialog', { name: 'Edit share e2e-editable' });
    const content = dialog.getByLabel(/^Content/);
    await expect.poll(() => content.inputValue(), { timeout: 15_000 }).toContain('Editable original');
    await content.fill('# Editable revised\n\nSecond version, from text management.\n');
    await screenshot(ui.admin, 'pastes-edit-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await ui.admin.getByText('Share e2e-editable updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const afterDialog = await freshVisitor(ui.browser);
    await afterDialog.page.goto(link);
    await afterDialog.page
      .getByRole('heading', { name: 'Editable revised', level: 1 })
      .waitFor({ timeout: 30_000 });
    await afterDialog.page.getByText('Second version, from text management.').waitFor();
    expect(await afterDialog.page.getByText('Editable original').count()).toBe(0);
    await afterDialog.context.close();

    // In place on the share page: the admin may edit it there too.
    await ui.admin.goto(link);
    await ui.admin.getByRole('heading', { name: 'Editable revised', level: 1 }).waitFor({ timeout: 30_000 });
    await ui.admin.getByRole('button', { name: 'Edit', exact: true }).click();
    await ui.admin.getByRole('heading', { name: 'Edit share' }).waitFor();
    await ui.admin.getByLabel('Remark', { exact: true }).fill('Edited in place');
    await ui.admin
      .getByRole('textbox', { name: 'Content' })
      .fill('# Editable third\n\nThird version, edited in place.\n');
    await ui.admin.getByRole('button', { name: 'Save changes' }).click();
    await ui.admin.getByText('Share updated').waitFor();
    const doc = ui.admin.locator('[aria-label="Shared document"]');
    await doc.getByRole('heading', { name: 'Editable third', level: 1 }).waitFor({ timeout: 30_000 });
    await screenshot(ui.admin, 'pastes-edited-in-place');

    const afterInPlace = await freshVisitor(ui.browser);
    await afterInPlace.page.goto(link);
    await afterInPlace.page.getByRole('heading', { name: 'Edited in place', level: 1 }).waitFor();
    await afterInPlace.page
      .locator('[aria-label="Shared document"]')
      .getByRole('heading', { name: 'Editable third', level: 1 })
      .waitFor({ timeout: 30_000 });
    await afterInPlace.page.getByText('Third version, edited in place.').waitFor();
    await screenshot(afterInPlace.page, 'pastes-edited-visitor');
    await afterInPlace.context.close();
  });

  it('shows the not-found state for a missing slug', async () => {
    const visitor = await freshVisitor(ui.browser);
    await visitor.page.goto('/paste/no-such-paste-e2e');
    await visitor.page.getByRole('heading', { name: 'Share not found', level: 1 }).waitFor();
    await visitor.context.close();
  });

  it('raised no uncaught errors and ran nothing hostile on the admin page', async () => {
    expect(ui.adminErrors).toEqual([]);
    expect(await pwnedFlags(ui.admin)).toEqual([undefined, undefined, undefined]);
  });
});
