import { expect, test } from './support/fixtures';
import { waitForActivatedServiceWorker } from './support/serviceWorker';
import { HomePage } from './pages/HomePage';
import { LandingPage } from './pages/LandingPage';
import type { Page } from '@playwright/test';

type Screen = { path: string; heading: string | RegExp };

/** Every screen's code is loaded on demand: once installed, each must come from the precache offline. */
const PUBLIC_SCREENS: Screen[] = [
  { path: '/home', heading: 'Welcome to Poolside' },
  { path: '/login', heading: 'Login' },
  { path: '/reset-password', heading: 'Reset your password' },
  { path: '/reset-password/finish', heading: 'Reset password' },
  { path: '/contact', heading: 'Contact' },
  { path: '/blog', heading: 'Blog' },
  { path: '/nowhere/at/all', heading: 'Page not found' },
];
const SIGNED_IN_SCREENS: Screen[] = [
  { path: '/', heading: 'Features' },
  { path: '/account', heading: 'Account' },
  { path: '/settings', heading: 'Settings' },
  { path: '/password', heading: 'Password' },
  { path: '/statistics', heading: 'Statistics' },
  { path: '/video-analysis', heading: 'Video analysis' },
  { path: '/manage', heading: 'Manage' },
  { path: '/admin', heading: 'Administration' },
];
/** The first demo match's screens show what the device cached of it, so they are opened online first. */
const MATCH_SCREENS: Screen[] = [
  { path: '/1/substitutions', heading: 'Match details' },
  { path: '/1/events', heading: / v / },
  { path: '/1/events/1', heading: 'Event' },
  { path: '/1/possessions/1', heading: 'Possession' },
];

async function expectScreen(page: Page, { path, heading }: Screen): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This screen could not be loaded' }), path).toHaveCount(0);
}

async function install(page: Page): Promise<void> {
  await page.goto('/home');
  await waitForActivatedServiceWorker(page);
}

test.use({ serviceWorkers: 'allow' });

test('the app is installable: a manifest with real PNG icons', async ({ page, request }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  }
  expect((await request.get('/icons/favicon.svg')).ok()).toBe(true);
});

test.describe('installed and signed in', () => {
  test.use({ role: 'user' });

  test('the app starts offline from the service worker', async ({ page, context }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.heading).toBeVisible();
    await waitForActivatedServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(home.heading).toBeVisible();
    await expect(home.card('Start new match')).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Login' }).locator('+ dd')).toHaveText('user');
    await page.goto('/home');
    await expect(new LandingPage(page).welcome).toBeVisible();
    await context.setOffline(false);
  });
});

test('installed, every public screen opens offline, none of them opened before', async ({ page, context }) => {
  await install(page);
  await context.setOffline(true);
  for (const screen of PUBLIC_SCREENS) await expectScreen(page, screen);
  await context.setOffline(false);
});

test.describe('installed and signed in as an admin', () => {
  test.use({ role: 'admin' });

  test('every screen opens offline: the screens never opened before and a match opened once', async ({
    page,
    context,
  }) => {
    // An install and sixteen full page loads, each through the service worker: the time follows the count.
    test.setTimeout(30_000 + (MATCH_SCREENS.length * 2 + SIGNED_IN_SCREENS.length) * 7_000);
    await install(page);
    for (const screen of MATCH_SCREENS) await expectScreen(page, screen);
    await context.setOffline(true);
    for (const screen of [...SIGNED_IN_SCREENS, ...MATCH_SCREENS]) await expectScreen(page, screen);
    await context.setOffline(false);
  });
});

test('the service worker never answers API calls with the app shell', async ({ page, context }) => {
  await page.goto('/home');
  await waitForActivatedServiceWorker(page);
  await page.reload();
  const response = await page.request.get('/api/health');
  expect(response.headers()['content-type']).toContain('application/json');
  await context.setOffline(true);
  const offlineApi = await page.evaluate(async () => {
    try {
      await fetch('/api/account');
      return 'answered';
    } catch {
      return 'network error';
    }
  });
  expect(offlineApi).toBe('network error');
  await context.setOffline(false);
});

test('with the service worker controlling the page, navigating to /api gets the server, not the app shell', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForActivatedServiceWorker(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  // A navigation is what the SPA fallback answers; page.request above never goes through the worker.
  const response = await page.goto('/api/health');
  expect(response?.fromServiceWorker()).toBe(false);
  expect(response?.headers()['content-type']).toContain('application/json');
  expect(JSON.parse(await response!.text())).toMatchObject({ status: 'UP' });
  await expect(page.locator('#root')).toHaveCount(0);
});
