import { StatisticsScreen } from '../statistics/StatisticsScreen';
import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverRows } from './support/captureMatch';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

const CARDS_TABLE = 'Cards: yellow (Y) and red (R)';

test('a scorer gives the head coach a yellow card and a player a red card from the Actions tab, and the box score lists them', async ({
  page,
}) => {
  const match = await createCaptureMatch('Cards');
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
  await expect(capture.scoreboard.getByTestId('scoreboard-time')).toHaveText('7:50');

  await capture.showActions();
  await capture.action('Yellow card').click();
  const yellow = page.getByRole('dialog', { name: 'Yellow card' });
  await yellow.getByRole('button', { name: 'Head coach', exact: true }).click();
  await expect(yellow).toBeHidden();

  await capture.action('Red card').click();
  const red = page.getByRole('dialog', { name: 'Red card' });
  await capture.player(red.getByRole('group', { name: 'Player' }), 7).click();
  await expect(red).toBeHidden();

  // A red card alone takes nobody out of the water in this version.
  await capture.sideTab('Last events').click();
  await expect(capture.lastEvents.getByRole('button').nth(0)).toContainText('Red card – #7');
  await expect(capture.lastEvents.getByRole('button').nth(1)).toContainText('Yellow card – Head coach');
  await expect(capture.lastEvents.getByRole('button').nth(0)).toContainText('Q1 7:50');
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 15_000 });
  const cards = (await serverRows('events', match.id, match.team1.id)).filter((event) =>
    String(event.type).endsWith('_CARD'),
  );
  expect(cards).toEqual([
    expect.objectContaining({ type: 'YELLOW_CARD', official: 'HEAD_COACH', playerNumber: null, time: 10 }),
    expect.objectContaining({ type: 'RED_CARD', official: null, playerNumber: 7, time: 10 }),
  ]);

  const statistics = new StatisticsScreen(page);
  await statistics.open(`?matches=${match.id}`);
  const table = statistics.table(CARDS_TABLE);
  await expect(table).toBeVisible({ timeout: 20_000 });
  const row = (shownTo: RegExp) => table.locator('tbody tr').filter({ hasText: shownTo });
  await expect(row(/^.*#7 /)).toContainText('R');
  await expect(row(/Officials/)).toContainText('Y');
  await expect(row(/Total/).first()).toContainText('Y R');
  const counts = statistics.table('Team counts');
  await expect(counts.locator('tbody tr').filter({ hasText: 'Yellow cards' })).toContainText('1');
  await expect(counts.locator('tbody tr').filter({ hasText: 'Red cards' })).toContainText('1');
});
