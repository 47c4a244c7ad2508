import { CapturePage } from '../capture/pages/CapturePage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { expect, test } from '../support/fixtures';
import { LivePage } from './LivePage';
import { LiveSharingPanel } from './LiveSharingPanel';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

test('a spectator follows a shared match live: a goal shows without reload, the embed has no app bar, a stopped share is not available', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const match = await createCaptureMatch('Live');
  const sharing = new LiveSharingPanel(page);
  await sharing.open(match.id);
  const link = await sharing.shareLive();
  const livePath = new URL(link).pathname;

  const stands = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const spectator = new LivePage(await stands.newPage());
    await spectator.open(livePath);
    await expect(spectator.heading).toHaveText(match.name);
    await expect(spectator.score('team1')).toHaveText(`${match.team1.name}0`);
    await expect(spectator.score('team2')).toHaveText(`${match.team2.name}0`);
    await expect(spectator.shareButton).toBeVisible();
    await expectAccessible(spectator.page);

    const dialog = new StartMatchDialog(page);
    const capture = new CapturePage(page);
    await dialog.startFromHome(match.name, match.team1.name);
    await expect(capture.heading).toBeVisible();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    await capture.chooseEvent('Swimoff');
    await capture.choice('Swimoff won by', match.team1.name).click();
    await capture.save();
    await capture.chooseEvent('Shoot');
    await capture.pickPlayer(5);
    await capture.tap(capture.poolPicture, 0.5, 0.4);
    await capture.tap(capture.goalPicture, 0.3, 0.5);
    await capture.choice('Outcome', 'Goal').click();
    await capture.save();
    await expect(capture.score('team1')).toContainText('1');

    // The server hears the write once the outbox has sent it; the page takes it from the stream, no reload.
    await expect(spectator.score('team1')).toHaveText(`${match.team1.name}1`, { timeout: 20_000 });
    await expect(spectator.plays.getByRole('listitem').first()).toContainText(`Goal${match.team1.name} · #5`);
    await expect(spectator.boxScore.getByRole('row', { name: /^Goals/ })).toHaveText(/Goals\s*1\s*0/);

    const embedded = new LivePage(await stands.newPage());
    await embedded.page.setViewportSize({ width: 400, height: 600 });
    await embedded.open(`${livePath}?embed=1`);
    await expect(embedded.score('team1')).toHaveText(`${match.team1.name}1`);
    await expect(embedded.navigation).toHaveCount(0);
    await expect(embedded.shareButton).toHaveCount(0);

    await sharing.open(match.id);
    await sharing.stopSharing();
    await spectator.page.reload();
    await expect(spectator.unavailable).toBeVisible();
  } finally {
    await stands.close();
  }
});
