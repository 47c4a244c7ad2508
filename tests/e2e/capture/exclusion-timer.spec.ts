import { expect, test } from '../support/fixtures';
import { serverRows } from './support/captureMatch';
import { startHeldClockCapture } from './support/heldClockCapture';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

test('an exclusion counts down on the game clock, the man-up ends by itself and the excluded player comes back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { match, capture, pass } = await startHeldClockCapture(page, 'Exclusion timer');
  const clock = page.getByRole('group', { name: 'Game clock' });
  const reading = clock.getByRole('timer', { name: 'Game clock' });
  const start = clock.getByRole('button', { name: 'Start clock', exact: true });
  const flash = page.getByTestId('saved-flash');
  const marker = capture.playersInPool.getByRole('status');

  await start.click();
  await pass(10);
  await expect(reading).toContainText('7:50');

  // #6 draws an exclusion: the clock stops, and the eighth place of the players shows the man-up and its 20 s.
  await capture.player(capture.playersInPool, 6).click();
  await capture.chooseEvent('Exclusion');
  await expect(flash).toContainText('Saved: Their player excluded, drawn by #6 · 7:50 · Q1');
  await expect(marker).toHaveAccessibleName('Man-up: 7 against 6, next return in 20 s');
  await start.click();
  await pass(12);
  await expect(marker).toContainText('0:08');
  // 20 s of play (its last second, 7:30, still man-up): the man-up is over by itself, with no tap and no 'Saved'.
  await pass(8);
  await expect(marker).toContainText('0:00');
  await pass(1);
  await expect(marker).toBeHidden();
  await expect(reading).toContainText('7:29');
  await expect(flash).not.toContainText('Saved');

  // The ball is lost; then our #4 is excluded: he keeps his place in the pool, counting down.
  await pass(5);
  await capture.player(capture.playersInPool, 3).click();
  await capture.chooseEvent('Turnover');
  await capture.choice('Turnover type', 'Ball lost').click();
  await expect(flash).toContainText('Saved: Ball lost #3 · 7:24 · Q1');
  await pass(5);
  await capture.player(capture.playersInPool, 4).click();
  await capture.chooseEvent('Exclusion');
  await expect(flash).toContainText('Saved: #4 excluded · 7:19 · Q1');
  const excluded = capture.playersInPool.getByTestId('excluded-4');
  await expect(excluded).toContainText('0:20');
  await expect(capture.player(capture.playersInPool, 4)).toHaveCount(0);
  await expect(marker).toHaveAccessibleName('Man-down: 6 against 7, next return in 20 s');
  await start.click();
  await pass(21);
  // Back by himself: a player to tap again, in the water in Subs.
  await expect(excluded).toBeHidden();
  await expect(capture.player(capture.playersInPool, 4)).toBeVisible();
  await expect(capture.player(capture.subs, 4)).toHaveAttribute('aria-pressed', 'true');

  // What was stored (after the one the swim-off closed): the man-up possession ended 20 s after the exclusion (7:50 →
  // 7:30), and so did the man-down (7:19 → 6:59).
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
  await expect
    .poll(async () =>
      (await serverRows('possessions', match.id, match.team1.id)).map((row) => [
        row.offense,
        row.extraPlayer,
        row.timeFrom,
        row.timeTo ?? null,
      ]),
    )
    .toEqual([
      [false, false, 0, 0],
      [true, false, 0, 10],
      [true, true, 10, 30],
      [true, false, 30, 36],
      [false, false, 36, 41],
      [false, true, 41, 61],
      [false, false, 61, null],
    ]);
});
