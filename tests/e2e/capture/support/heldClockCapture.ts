import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { CapturePage } from '../pages/CapturePage';
import { StartMatchDialog } from '../pages/StartMatchDialog';
import { createCaptureMatch } from './captureMatch';

/**
 * A new match captured for team1, caps 1–7 in the water and the swim-off won, with the page's time held still: it
 * moves only by `pass(seconds)` (the page's timers still run), so a busy machine costs no game time and every clock
 * reading is exact.
 */
export async function startHeldClockCapture(page: Page, name: string) {
  await page.clock.install({ time: new Date('2026-11-28T15:00:00Z') });
  const match = await createCaptureMatch(name);
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });
  await capture.dismissPasswordBanner();
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await capture.winSwimoff(match.team1.name);
  let now = Math.ceil((await page.evaluate(() => Date.now())) / 1000) * 1000;
  const pass = async (seconds: number) => {
    now += seconds * 1000;
    await page.clock.setFixedTime(now);
  };
  await pass(0);
  return { match, capture, pass };
}
