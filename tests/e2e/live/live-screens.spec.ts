import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { waitForActivatedServiceWorker } from '../support/serviceWorker';
import { LivePage } from './LivePage';
import { shareDemoMatch } from './shareDemoMatch';

// One worker runs this file in order: the demo match has one share, and a second worker's afterAll would
// stop it while this one's tests still watch it.
test.describe.configure({ mode: 'default' });

let shared: Awaited<ReturnType<typeof shareDemoMatch>>;
test.beforeAll(async () => {
  shared = await shareDemoMatch();
});
test.afterAll(async () => {
  await shared.stop();
});

/** Controls of the live page smaller than a thumb's 48 px, and whether the page scrolls sideways. */
async function layoutProblems(page: Page): Promise<{ small: string[]; scrollsSideways: boolean }> {
  return page.evaluate(() => {
    const small = [...document.querySelectorAll<HTMLElement>('#main button, #main a')]
      .filter((control) => control.getBoundingClientRect().height < 48)
      .map((control) => control.textContent?.trim() ?? control.tagName);
    return { small, scrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth };
  });
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'portrait tablet', width: 768, height: 1024 },
  { name: 'landscape tablet', width: 1024, height: 768 },
  { name: 'laptop', width: 1366, height: 768 },
];

for (const viewport of VIEWPORTS) {
  test(`the live page on a ${viewport.name} (${viewport.width}x${viewport.height}): all of it readable, thumb-sized controls, no sideways scrolling`, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const live = new LivePage(page);
    await live.open(shared.path);
    await expect(live.score('team1')).toBeVisible();
    await expect(live.plays.getByRole('listitem').first()).toBeVisible();
    await expect(live.boxScore).toBeVisible();
    await expect(page.getByRole('img', { name: /^Shots of / })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`live-${viewport.width}x${viewport.height}.png`),
      fullPage: true,
    });
    expect(await layoutProblems(page)).toEqual({ small: [], scrollsSideways: false });
    await expectAccessible(page);
  });
}

test('a club website frames the embedded live page in a 400x600 iframe', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 480, height: 680 });
  // The club's own site: another origin on this machine (Chromium keeps a page it thinks public from framing a
  // loopback server, so the site is served from loopback too).
  const clubPage = `<h1>Our club</h1><iframe title="Live match" src="${BASE_URL}${shared.path}?embed=1" width="400" height="600"></iframe>`;
  const clubSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(clubPage),
  );
  await new Promise<void>((resolve) => clubSite.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(clubSite.address() as AddressInfo).port}/`);
    const frame = page.frameLocator('iframe[title="Live match"]');
    await expect(frame.getByTestId('live-score-team1')).toBeVisible();
    await expect(frame.getByRole('navigation')).toHaveCount(0);
    await expect(frame.getByRole('link', { name: 'Open the full live page on Poolside' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('live-embed-400x600.png') });
  } finally {
    clubSite.close();
  }
});

test.describe('installed as an app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an offline reload shows the last known score and says it is reconnecting', async ({ page, context }) => {
    const live = new LivePage(page);
    await live.open(shared.path);
    await waitForActivatedServiceWorker(page);
    const score = await live.score('team1').textContent();
    expect(score).toMatch(/\d$/);

    await context.setOffline(true);
    await page.reload();
    await expect(live.score('team1')).toHaveText(score!);
    await expect(page.getByText(/Reconnecting…/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(/Reconnecting…/)).toBeHidden({ timeout: 15_000 });
  });
});
