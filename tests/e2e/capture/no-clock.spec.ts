import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverRows } from './support/captureMatch';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

/** Seconds elapsed in quarter 1 (8:00) of the first m:ss in a text. */
const elapsedIn = (text: string | null) => {
  const [minutes = NaN, seconds = NaN] = (/(\d+):(\d\d)/.exec(text ?? '') ?? []).slice(1).map(Number);
  return 480 - (minutes * 60 + seconds);
};

test('without a game clock, times are estimated, marked ≈, and spread between the times read off the scoreboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.install({ time: new Date('2026-11-28T15:00:00Z') });
  const match = await createCaptureMatch('No clock');
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });
  await capture.dismissPasswordBanner();
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await capture.winSwimoff(match.team1.name);
  const clock = page.getByRole('group', { name: 'Game clock' });
  const reading = clock.getByRole('timer', { name: 'Game clock' });
  const flash = page.getByTestId('saved-flash');

  // The volunteer has no clock: the reading's keypad → No clock. The reading becomes an estimate.
  const keypad = page.getByRole('dialog', { name: 'Set clock' });
  const noClock = keypad.getByRole('button', { name: 'No clock: estimate times' });
  await reading.getByRole('button', { name: 'Set clock' }).click();
  await expect(noClock).toHaveAttribute('aria-pressed', 'false');
  await noClock.click();
  await expect(keypad).toBeHidden();
  await expect(reading).toContainText('≈8:00');
  await expect(reading).toContainText('Estimated');

  // Started with play, it runs slower than the device's clock (play stops at every whistle).
  await clock.getByRole('button', { name: 'Start clock', exact: true }).click();
  await expect(clock.getByRole('button', { name: 'Stop clock', exact: true })).toBeVisible();
  await page.clock.fastForward(100_000);
  await expect.poll(async () => elapsedIn(await reading.textContent())).toBeGreaterThanOrEqual(59);
  expect(elapsedIn(await reading.textContent())).toBeLessThanOrEqual(62);

  // A drive takes the estimate, marked ≈ in the confirmation and the list.
  await capture.player(capture.playersInPool, 3).click();
  await capture.events.getByRole('button', { name: 'Drive', exact: true }).click();
  await expect(flash).toHaveText(/^Saved: Drive #3 · ≈7:\d\d · Q1$/);
  await capture.sideTab('Last events').click();
  await expect(capture.lastEvents.getByRole('button').first()).toContainText(/Q1 ≈7:\d\d/);

  // A goal does not stop the estimate.
  await page.clock.fastForward(40_000);
  await capture.player(capture.playersInPool, 5).click();
  await capture.tap(capture.poolPicture, 0.5, 0.3);
  await capture.tap(capture.goalPicture, 0.5, 0.5);
  await capture.choice('Outcome', 'Goal').click();
  await expect(flash).toHaveText(/^Saved: Shoot #5 Goal · ≈\d:\d\d · Q1/);
  await expect(clock.getByRole('button', { name: 'Stop clock', exact: true })).toBeVisible();

  // 200 s after the start the scoreboard reads 6:00 (120 s played): the drive, recorded halfway, is put at 7:00.
  await page.clock.fastForward(60_000);
  await reading.getByRole('button', { name: 'Set clock' }).click();
  for (const digit of ['6', '0', '0']) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(keypad).toBeHidden();
  await expect(reading).toContainText('≈6:00');
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
  const drive = async () =>
    (await serverRows('events', match.id, match.team1.id)).find((event) => event.type === 'DRIVE')!;
  await expect.poll(async () => Math.abs(Number((await drive()).time) - 60)).toBeLessThanOrEqual(2);
  expect((await drive()).timeEstimated).toBe(true);
  const swimoff = (await serverRows('events', match.id, match.team1.id)).find((event) => event.type === 'SWIMOFF')!;
  expect(swimoff.timeEstimated).toBe(false);

  // Back to the game clock: stopped where the estimate was, no longer marked.
  await reading.getByRole('button', { name: 'Set clock' }).click();
  await expect(noClock).toHaveAttribute('aria-pressed', 'true');
  await noClock.click();
  await expect(keypad).toBeHidden();
  await expect(reading).not.toContainText('≈');
  await expect(clock.getByRole('button', { name: 'Start clock', exact: true })).toBeVisible();
});
