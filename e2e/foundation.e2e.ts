import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, printedAdminPassword, screenshot } from './lib/browser';

const skipReason = inject('skipReason');

async function apiKeyWorks(key: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/test/api-key`, {
    headers: { Authorization: `ApiKey ${key}` },
  });
  return response.status;
}

async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(printedAdminPassword());
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText('Admin panel').first().waitFor();
}

describe.skipIf(skipReason)('foundation: first start to settings in the real browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('logs in with the printed password, creates, copies and deletes an API key', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await screenshot(page, 'foundation-home');
    await logInAsAdmin(page);

    await page.getByRole('link', { name: 'Key management' }).click();
    await page.getByRole('button', { name: 'Create key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByLabel(/^Name/).fill('e2e laptop');
    await dialog.getByText('7 days', { exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'Text' }).click();
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const created = page.getByRole('dialog', { name: 'API key created' });
    await created.waitFor();
    await created.getByRole('button', { name: 'Copy the new key' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await apiKeyWorks(copied)).toBe(200);
    await screenshot(page, 'foundation-key-created');
    await created.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Delete key e2e laptop' }).first().click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: /Delete/ }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('"e2e laptop" deleted').waitFor();
    expect(await apiKeyWorks(copied)).toBe(401);
    await context.close();
  });

  it('changes the maximum upload size in system settings', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInAsAdmin(page);
    await page.getByRole('link', { name: 'System settings' }).click();
    const field = page.getByLabel(/^Maximum upload size/);
    await field.fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved').waitFor();
    const response = await fetch(`${inject('baseUrl')}/api/system/max-upload-size`);
    expect((await response.json()).data.max_upload_size).toBe(250);
    await screenshot(page, 'foundation-settings');
    await context.close();
  });

  it('switches language and cycles the theme, and remembers both', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('zh-CN');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    // auto (system is dark) → light → dark → auto
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const mode = () => page.evaluate(() => localStorage.getItem('themeMode'));
    expect(await isDark()).toBe(true);
    const toggle = page.locator('header button[aria-label*="("], header button[aria-label*="（"]').first();
    await toggle.click();
    expect(await mode()).toBe('light');
    expect(await isDark()).toBe(false);
    await toggle.click();
    expect(await mode()).toBe('dark');
    expect(await isDark()).toBe(true);
    await toggle.click();
    expect(await mode()).toBe('auto');
    expect(await isDark()).toBe(true);
    await context.close();
  });

  it('shows the environment switcher only to an admin with ?showEnvSwitcher and applies a custom URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/?showEnvSwitcher');
    expect(await page.getByText('API environment switch').count()).toBe(0);

    await logInAsAdmin(page);
    await page.goto('/?showEnvSwitcher');
    await page.getByText('API environment switch').waitFor();
    const baseUrl = inject('baseUrl');
    const customInput = page.getByLabel('Custom API base URL');
    if (!(await customInput.isVisible())) await page.getByRole('button', { name: 'Custom' }).click();
    await customInput.fill(`  ${baseUrl}  `);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-api-base-url'))).toBe(baseUrl);
    await page.getByText(baseUrl).first().waitFor();
    await screenshot(page, 'foundation-env-switcher');
    await context.close();
  });

  it('opens the mobile menu at 360 px and navigates with it', async () => {
    const context = await newContext(browser, { width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto('/');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile navigation' });
    await mobileNav.waitFor();
    await screenshot(page, 'foundation-mobile-menu');
    await mobileNav.getByRole('link', { name: 'Upload' }).click();
    await page.waitForURL('**/upload');
    expect(await mobileNav.isVisible()).toBe(false);
    expect(await openMenu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('redirects unknown paths to the home page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
