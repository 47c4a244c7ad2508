/**
 * The browser side of the screen benches: the built app kept up to date, the browser the end-to-end tests
 * use, and a page signed in the way the app remembers a session.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import e2eConfig from '../../playwright.config';
import { AUTH_STORAGE_KEY } from '../../src/data/auth/authStorage';
import { buildAppIfStale } from '../../src/server/cli/buildAppIfStale';
import { loadConfig } from '../../src/server/config';
import type { Logger } from '../../src/server/http/logger';
import { benchApi } from './benchApi';

/** A 1024×768 tablet at the pool. */
export const TABLET_VIEWPORT = { width: 1024, height: 768 };

/** Plain lines, not the server's JSON log: the only news is a rebuild, printed among the figures. */
const buildLog: Logger = {
  info: (fields) => console.log(String(fields.msg)),
  warn: (fields) => console.warn(String(fields.msg)),
  error: (fields) => console.error(String(fields.msg)),
};

/** The server serves dist/ as it is: rebuild it first when the app's sources are newer, as `npm start` does. */
export function ensureAppBuilt(): void {
  buildAppIfStale(loadConfig().distDir, buildLog);
}

/** The same executable and flags as the end-to-end tests, so both measure the same browser. */
export function launchBrowser(): Promise<Browser> {
  const launchOptions = e2eConfig.use?.launchOptions ?? {};
  return chromium.launch({ ...launchOptions, headless: true });
}

/**
 * The bench runner keeps function names by wrapping functions in a `__name(fn, "name")` helper; functions
 * serialised into the page carry those calls along, so the page gets a helper that does nothing.
 */
export const NAME_HELPER = 'globalThis.__name = globalThis.__name || ((target) => target);';

/**
 * A fresh browser context signed in with `token`, as the app stores a session (token and account in local
 * storage), so no login screen is part of what is measured. Service workers are allowed, as on a tablet.
 */
export async function signedInPage(
  browser: Browser,
  base: string,
  token: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const { body: account } = await benchApi(base, token).get<unknown>('/account');
  const context = await browser.newContext({
    baseURL: base,
    viewport,
    storageState: {
      cookies: [],
      origins: [
        { origin: base, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify({ token, account }) }] },
      ],
    },
  });
  await context.addInitScript({ content: NAME_HELPER });
  const page = await context.newPage();
  // A screen that fails shows a snackbar, not an exception: the page's errors are worth seeing in the run.
  page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
  return page;
}

/** Runs `use` with a launched browser and always closes it, also when the bench throws. */
export async function withBrowser(use: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await launchBrowser();
  try {
    await use(browser);
  } finally {
    await browser.close();
  }
}
