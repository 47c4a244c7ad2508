import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverRows } from './support/captureMatch';

test.use({ role: 'user' });

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} one Undo takes back a whole goal, a double tap stores one shot, every save is named`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const match = await createCaptureMatch('Trust');
    await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
    const capture = new CapturePage(page);
    await expect(capture.heading).toBeVisible({ timeout: 20_000 });
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    const flash = page.getByTestId('saved-flash');
    const shown = () => capture.lastEvents.getAttribute('data-count').then(Number);
    // The swim-off won: we have the ball, so our player's shot is ours.
    await capture.winSwimoff(match.team1.name);
    await expect(flash).toHaveText('Saved: Swimoff · 8:00 · Q1');
    await capture.sideTab('Last events').click();
    const before = await shown();

    // A shot, player first, its outcome tapped twice: the shot saves on the first tap, the second stores and opens nothing.
    await capture.player(capture.playersInPool, 5).click();
    await capture.tap(capture.poolPicture, 0.5, 0.4);
    await capture.tap(capture.goalPicture, 0.5, 0.5);
    // A double tap: both taps' time is the finger's, so the second is ignored however busy the tablet is.
    await capture.choice('Outcome', 'Goal').dblclick();
    await expect(flash).toHaveText('Saved: Shoot #5 Goal · 8:00 · Q1');
    await expect(capture.score('team1')).toContainText('1');
    await expect(page.getByRole('heading', { name: /^New:/ })).toHaveCount(0);
    await expect(capture.saveButton.and(page.locator(':enabled'))).toHaveCount(0);
    // The goal and the possession it starts.
    await expect.poll(shown).toBe(before + 2);

    // One Undo takes back both, names the goal, and the score is 0 again.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(flash).toHaveText('Undone: Shoot #5 Goal · 8:00 · Q1');
    await expect.poll(shown).toBe(before);
    await expect(capture.score('team1')).not.toContainText('1');

    // A card from the Actions tab is confirmed like any other save.
    await capture.showActions();
    await capture.action('Yellow card').click();
    await page.getByRole('dialog', { name: 'Yellow card' }).getByRole('button', { name: 'Head coach' }).click();
    await expect(flash).toHaveText('Saved: Yellow card · 8:00 · Q1');
    await expect(flash).toHaveCSS('font-size', '20px');

    await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
    const stored = async () => (await serverRows('events', match.id, match.team1.id)).map((event) => event.type);
    await expect.poll(async () => (await stored()).includes('YELLOW_CARD')).toBe(true);
    expect(await stored()).not.toContain('SHOOT');
  });
}

test('the next quarter is asked for; going back puts the clock at that quarter’s last event', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const match = await createCaptureMatch('Quarter');
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  const clock = capture.scoreboard.getByTestId('scoreboard-time');
  await page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
  await capture.player(capture.playersInPool, 3).click();
  await capture.events.getByRole('button', { name: 'Drive', exact: true }).click();
  await expect(page.getByTestId('saved-flash')).toHaveText('Saved: Drive #3 · 7:50 · Q1');

  // A stray tap on › changes nothing until it is confirmed.
  const next = capture.nextQuarter();
  await next.button.click();
  const dialog = page.getByRole('dialog', { name: 'Start quarter 2?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Quarter 1', { exact: true })).toBeVisible();
  await expect(clock).toHaveText('7:50');

  await capture.startNextQuarter();
  await expect(page.getByText('Quarter 2', { exact: true })).toBeVisible();
  await expect(clock).toHaveText('8:00');

  await page.getByRole('button', { name: 'Previous quarter' }).click();
  await expect(page.getByText('Quarter 1', { exact: true })).toBeVisible();
  await expect(clock).toHaveText('7:50');
});
