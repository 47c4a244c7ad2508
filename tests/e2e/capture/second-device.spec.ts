import type { Browser, BrowserContext } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { AUTH_STORAGE_KEY, expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch } from './support/captureMatch';

/** A tablet of its own (own storage, own IndexedDB), signed in with `auth`. */
async function tablet(browser: Browser, auth: { token: string; account: unknown }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 1024, height: 768 },
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(auth) }] }],
    },
  });
}

test('a second tablet opens an ongoing match as it stands: quarter, clock, players in the pool, ball and the last events', async ({
  browser,
  storedAuth,
}) => {
  const match = await createCaptureMatch('Second tablet');
  const auth = await storedAuth('user');
  const first = await tablet(browser, auth);
  const second = await tablet(browser, auth);
  try {
    const scorer = new CapturePage(await first.newPage());
    await new StartMatchDialog(scorer.page).startFromHome(match.name, match.team1.name);
    await expect(scorer.heading).toBeVisible({ timeout: 20_000 });
    await scorer.dismissPasswordBanner();
    await scorer.putInWater(1, 2, 3, 4, 5, 6, 7);
    await scorer.winSwimoff(match.team1.name);
    await scorer.startNextQuarter();
    // Quarter 2: #7 comes out for #8, and #8 drives at 7:30.
    await scorer.page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
    await scorer.page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
    await scorer.page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
    await scorer.player(scorer.subs, 7).click();
    await scorer.player(scorer.subs, 8).click();
    await scorer.player(scorer.playersInPool, 8).click();
    await scorer.events.getByRole('button', { name: 'Drive', exact: true }).click();
    await expect(scorer.page.getByTestId('saved-flash')).toHaveText('Saved: Drive #8 · 7:30 · Q2');
    await expect(scorer.syncStatus).toContainText('All synced', { timeout: 20_000 });

    // The second tablet goes straight to the capture screen (a link, a bookmark, Continue): no reload needed.
    const page = await second.newPage();
    await page.goto(`/${match.id}/substitutions`);
    const other = new CapturePage(page);
    await expect(other.heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Quarter 2', { exact: true })).toBeVisible();
    const clock = page.getByRole('group', { name: 'Game clock' });
    await expect(clock.getByRole('timer', { name: 'Game clock' })).toHaveText('7:30');
    await expect(other.player(other.playersInPool, 8)).toBeVisible();
    await expect(other.player(other.playersInPool, 7)).toHaveCount(0);
    await expect(other.lastEvents.locator('li').first()).toContainText('Q2 7:30');
    await expect(other.lastEvents.locator('li').first()).toContainText('Drive');
    // The ball is ours, as the drive left it.
    await expect(other.score('team1')).toContainText('●');
    await expect(other.score('team2')).not.toContainText('●');
  } finally {
    await first.close();
    await second.close();
  }
});
