import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.e2e-artifacts');

/** Launches the system Chromium with the flags of design.md §5; nothing downloads a browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

/** Saves a screenshot under .e2e-artifacts/ so a person can look at what the flow saw. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The admin password the server printed once at its first start. */
export function printedAdminPassword(): string {
  const log = inject('serverLog');
  const match = /password[^\n:]*:\s*(\S+)/i.exec(log);
  if (!match?.[1]) throw new Error(`no generated admin password in the server log:\n${log}`);
  return match[1];
}
