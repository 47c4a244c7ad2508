import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createLeagueMatch } from './support/leagueMatch';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

test("the capture clock counts down the league's quarter: 7:00 in a league of 420 s quarters", async ({ page }) => {
  const match = await createLeagueMatch('Seven minutes', 420);
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });

  const clock = capture.scoreboard.getByTestId('scoreboard-time');
  await expect(clock).toHaveText('7:00');
  await page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
  await expect(clock).toHaveText('6:50');
});
