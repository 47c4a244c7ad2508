import { CapturePage } from '../capture/pages/CapturePage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { expect, test } from '../support/fixtures';
import { LiveSharingPanel } from './LiveSharingPanel';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test('the stream overlay: a transparent 1920×1080 scorebug whose clock runs with the scorer’s and whose score flashes on a goal', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const match = await createCaptureMatch('Overlay');
  const sharing = new LiveSharingPanel(page);
  await sharing.open(match.id);
  const livePath = new URL(await sharing.shareLive()).pathname;

  const studio = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const overlay = await studio.newPage();
    await overlay.goto(`${livePath}?overlay=1`);
    const bug = overlay.getByTestId('live-overlay');
    await expect(bug).toBeVisible();
    await expect(overlay.getByTestId('overlay-team1')).toContainText(`${match.team1.name}0`);
    await expect(overlay.getByRole('navigation')).toHaveCount(0);
    await expect(overlay.locator('footer')).toHaveCount(0);
    for (const element of ['html', 'body'])
      await expect(overlay.locator(element)).toHaveCSS('background-color', TRANSPARENT);
    // The scorebug keeps to its corner of the picture.
    const box = (await bug.locator('> div').boundingBox())!;
    expect(box.width).toBeLessThan(1920 / 2);
    expect(box.height).toBeLessThan(1080 / 3);

    // The scorer starts the match and the clock: the overlay's clock runs without another write.
    const capture = new CapturePage(page);
    await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
    await expect(capture.heading).toBeVisible();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    await capture.winSwimoff(match.team1.name);
    const gameClock = page.getByRole('group', { name: 'Game clock' });
    await gameClock.getByRole('button', { name: 'Start clock', exact: true }).click();
    await expect(gameClock.getByRole('button', { name: 'Stop clock', exact: true })).toBeVisible();
    const shownClock = overlay.getByTestId('overlay-clock');
    await expect(shownClock).toHaveText(/^7:[0-5]\d$/, { timeout: 20_000 });
    const first = await shownClock.textContent();
    await expect(shownClock).not.toHaveText(first!, { timeout: 5_000 });

    // A goal: the score changes and its team's row flashes.
    await capture.chooseEvent('Shoot');
    await capture.pickPlayer(5);
    await capture.tap(capture.poolPicture, 0.5, 0.4);
    await capture.tap(capture.goalPicture, 0.3, 0.5);
    await capture.choice('Outcome', 'Goal').click();
    await capture.save();
    await expect(overlay.getByTestId('overlay-team1')).toContainText(`${match.team1.name}1`, { timeout: 20_000 });
    await expect(overlay.getByTestId('overlay-team1')).toHaveAttribute('data-flash', 'goal');
    await expect(bug).toContainText(`Goal ${match.team1.name}`);
  } finally {
    await studio.close();
  }
});
