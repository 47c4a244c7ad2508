import { expect, test } from '../support/fixtures';
import { serverRows } from './support/captureMatch';
import { startHeldClockCapture } from './support/heldClockCapture';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

test('without a game clock, times are estimated, marked ≈, and spread between the times read off the scoreboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { match, capture, pass } = await startHeldClockCapture(page, 'No clock');
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

  // Started with play, it runs slower than the device's clock (play stops at every whistle): 100 s is 1:00 of play.
  await clock.getByRole('button', { name: 'Start clock', exact: true }).click();
  await expect(clock.getByRole('button', { name: 'Stop clock', exact: true })).toBeVisible();
  await pass(100);
  await expect(reading).toContainText('≈7:00');

  // A drive takes the estimate, marked ≈ in the confirmation and the list.
  await capture.player(capture.playersInPool, 3).click();
  await capture.events.getByRole('button', { name: 'Drive', exact: true }).click();
  await expect(flash).toHaveText('Saved: Drive #3 · ≈7:00 · Q1');
  await capture.sideTab('Last events').click();
  const rows = capture.lastEvents.getByRole('button');
  await expect(rows.first()).toContainText('Q1 ≈7:00');

  // A goal does not stop the estimate.
  await pass(40);
  await capture.player(capture.playersInPool, 5).click();
  await capture.tap(capture.poolPicture, 0.5, 0.3);
  await capture.tap(capture.goalPicture, 0.5, 0.5);
  await capture.choice('Outcome', 'Goal').click();
  await expect(flash).toHaveText('Saved: Shoot #5 Goal · ≈6:36 · Q1');
  await expect(clock.getByRole('button', { name: 'Stop clock', exact: true })).toBeVisible();

  // 200 s after the start the scoreboard reads 5:40 (2:20 played): the drive, recorded halfway, is put at 6:50 and the
  // goal, at 140 of the 200 s, at 6:22.
  await pass(60);
  await reading.getByRole('button', { name: 'Set clock' }).click();
  for (const digit of ['5', '4', '0']) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await expect(keypad).toBeHidden();
  await expect(reading).toContainText('≈5:40');
  // A correction, not a save: the re-timed events are not announced as saved.
  await expect(flash).not.toContainText('Saved');
  await expect(rows.filter({ hasText: 'Drive' })).toContainText('Q1 ≈6:50');
  await expect(rows.filter({ hasText: 'Goal' })).toContainText('Q1 ≈6:22');
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
  const stored = async () => serverRows('events', match.id, match.team1.id);
  await expect
    .poll(async () => (await stored()).map((event) => [event.type, event.time, event.timeEstimated]))
    .toEqual(
      expect.arrayContaining([
        ['SWIMOFF', 0, false],
        ['DRIVE', 70, true],
        ['SHOOT', 98, true],
      ]),
    );

  // Back to the game clock: stopped where the estimate was, no longer marked.
  await reading.getByRole('button', { name: 'Set clock' }).click();
  await expect(noClock).toHaveAttribute('aria-pressed', 'true');
  await noClock.click();
  await expect(keypad).toBeHidden();
  await expect(reading).not.toContainText('≈');
  await expect(clock.getByRole('button', { name: 'Start clock', exact: true })).toBeVisible();
});
