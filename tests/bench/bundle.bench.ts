/**
 * The first load's JavaScript: what a browser with nothing cached downloads to show a route — the landing page
 * and the login screen signed out, the signed-in home, the capture and statistics screens. Counted in Chromium
 * (every script response until the network is idle, service workers blocked so the precache does not fetch
 * the rest of the app), each file weighed as the app's code and as sent over the wire (the server gzips).
 */
import type { Browser, Response } from '@playwright/test';
import { benchApi } from './benchApi';
import { withBenchServer } from './benchServer';
import { ensureAppBuilt, launchBrowser, TABLET_VIEWPORT } from './browser';
import type { Bench } from './run';

type Weighed = { files: number; rawBytes: number; sentBytes: number; largest: string };
type Route = { label: string; path: string; signedIn: boolean; ready: string };

const ROUTES: Route[] = [
  { label: 'landing page (/home, signed out)', path: '/home', signedIn: false, ready: 'Log in' },
  { label: 'login (/login)', path: '/login', signedIn: false, ready: 'Did you forget your password?' },
  { label: 'signed-in home (/)', path: '/', signedIn: true, ready: 'Features' },
  { label: 'statistics (/statistics)', path: '/statistics', signedIn: true, ready: 'Box score' },
];

/** How many of a route's largest files are named, so a change in the figure points at its cause. */
const LARGEST_NAMED = 4;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `/assets/HomePage-B3rbdmYu.js` → `HomePage`: the content hash changes with every build. */
const chunkName = (url: string) => new URL(url).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

async function weighScripts(responses: Response[]): Promise<Weighed> {
  const sent: { name: string; bytes: number }[] = [];
  let rawBytes = 0;
  for (const response of responses) {
    rawBytes += (await response.body()).length;
    sent.push({ name: chunkName(response.url()), bytes: (await response.request().sizes()).responseBodySize });
  }
  const largest = sent
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, LARGEST_NAMED)
    .map(({ name, bytes }) => `${name} ${kb(bytes)}`)
    .join(', ');
  const sentBytes = sent.reduce((sum, { bytes }) => sum + bytes, 0);
  return { files: sent.length, rawBytes, sentBytes, largest };
}

async function firstLoad(browser: Browser, base: string, route: Route, auth: string | null): Promise<Weighed> {
  const context = await browser.newContext({ baseURL: base, viewport: TABLET_VIEWPORT, serviceWorkers: 'block' });
  try {
    if (auth) await context.addInitScript((value) => localStorage.setItem('poolside.auth', value), auth);
    const page = await context.newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(route.path);
    await page.getByText(route.ready, { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await weighScripts(scripts);
  } finally {
    await context.close();
  }
}

const bench: Bench = {
  name: 'first-load JavaScript per route (Chromium, nothing cached)',
  run: async () => {
    ensureAppBuilt();
    await withBenchServer(undefined, async ({ base, token }) => {
      const { body: account } = await benchApi(base, token).get<unknown>('/account');
      const auth = JSON.stringify({ token, account });
      const browser = await launchBrowser();
      try {
        for (const route of ROUTES) {
          const { files, rawBytes, sentBytes, largest } = await firstLoad(
            browser,
            base,
            route,
            route.signedIn ? auth : null,
          );
          console.log(
            `${route.label}: ${files} JS files, ${kb(rawBytes)}, ${kb(sentBytes)} sent (gzip); largest: ${largest}`,
          );
        }
      } finally {
        await browser.close();
      }
    });
  },
};

export default bench;
