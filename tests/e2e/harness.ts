/**
 * Drives Debian's Chromium through playwright-core against the built renderer. Every test gets a
 * fresh profile (so IndexedDB starts empty), keeps its screenshots and PDFs under
 * tests/e2e/artifacts/, and fails on any console error the page prints.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const ARTIFACTS = fileURLToPath(new URL('./artifacts', import.meta.url));
mkdirSync(ARTIFACTS, { recursive: true });

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launch(): Promise<Browser> {
  const executablePath = process.env['CHROMIUM_PATH'];
  if (!executablePath) throw new Error('CHROMIUM_PATH is not set; run e2e tests through `npm run test:e2e`.');
  return chromium.launch({ executablePath, args: FLAGS, headless: true });
}

/**
 * One Chromium for the test file that calls it: launched before its tests, closed after them.
 * Returns the way to reach it from inside a test.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running yet: reach it from inside a test.');
    return browser;
  };
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  screenshot(name: string): Promise<string>;
}

export async function openApp(browser: Browser, hash = '', colorScheme: 'dark' | 'light' = 'dark'): Promise<AppPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, colorScheme });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(baseUrl() + hash);
  await page.getByRole('navigation', { name: 'Screens' }).waitFor();
  return {
    page,
    context,
    errors,
    async screenshot(name) {
      const path = join(ARTIFACTS, `${name}.png`);
      await page.screenshot({ path });
      return path;
    },
  };
}
