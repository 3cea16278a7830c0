import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newContext, printedAdminPassword } from './browser';

/** Logs in on /admin with the password the server printed at its first start. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(printedAdminPassword());
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByText('Admin panel').first().waitFor();
}

/** The admin token the web app stored after logging in. */
export async function storedAdminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  if (!token) throw new Error('no admin_token in localStorage');
  return token;
}

/** An enveloped GET on the API with a Bearer token; returns `data`. */
export async function adminGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** A visitor with no stored credential: a fresh browser context and one page in it. */
export async function freshVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  return { context, page };
}

/** Collects uncaught page errors, so a test can assert that none happened. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The browser of a `describe` and the admin logged in on its own page. */
export interface AdminBrowser {
  browser: Browser;
  adminContext: BrowserContext;
  admin: Page;
  /** Uncaught errors of the admin page. */
  adminErrors: string[];
}

/**
 * For the calling `describe`: launches Chromium and logs in as admin in a fresh context before its
 * first test, and closes the browser after its last. Read the fields inside tests only.
 */
export function useAdminBrowser(): AdminBrowser {
  const ui = {} as AdminBrowser;
  beforeAll(async () => {
    ui.browser = await launchBrowser();
    ui.adminContext = await newContext(ui.browser);
    ui.admin = await ui.adminContext.newPage();
    ui.adminErrors = collectPageErrors(ui.admin);
    await logInAsAdmin(ui.admin);
  });
  afterAll(async () => {
    await ui.browser?.close();
  });
  return ui;
}
