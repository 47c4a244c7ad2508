import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, importTips, serverRows, type PlayByPlayTip } from './support/captureMatch';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

/** A short play-by-play: team1's swim-off and goal, team2's goal, a code the table does not know, a team1 exclusion. */
const PLAY_BY_PLAY: PlayByPlayTip[] = [
  { quarter: 1, time: 0, side: 'team1', code: 'CS', cap: 2 },
  { quarter: 1, time: 35, side: 'team1', code: 'GC', cap: 5 },
  { quarter: 1, time: 70, side: 'team2', code: 'GA', cap: 9 },
  { quarter: 1, time: 95, side: 'team2', code: 'ZZ' },
  { quarter: 2, time: 500, side: 'team1', code: 'EF', cap: 3 },
];
/** The count-down clock each tip shows, as the official sheet prints it (time is from the match start). */
const CLOCKS = ['8:00', '7:25', '6:50', '6:25', '7:40'];

test('a scorer follows the imported play-by-play: the tip strip steps, a tip opens its event, and saving moves on', async ({
  page,
}) => {
  const match = await createCaptureMatch('Tips');
  await importTips(match.id, PLAY_BY_PLAY);
  const names = { team1: match.team1.name, team2: match.team2.name };
  const shown = (index: number) => {
    const { quarter, side, code, cap } = PLAY_BY_PLAY[index]!;
    return new RegExp(`^Q${quarter} ${CLOCKS[index]} ${code}${cap ? ` #${cap}` : ''} ${names[side]}$`);
  };
  const strip = (from: number) => PLAY_BY_PLAY.slice(from, from + 4).map((_tip, offset) => shown(from + offset));

  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible();

  // Four tips at a time from the current one (pressed); an unknown code is shown but cannot be clicked.
  await expect(capture.tips()).toHaveText(strip(0));
  await expect(capture.tips().first()).toHaveAttribute('aria-pressed', 'true');
  await expect(capture.tips().nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(capture.tips().filter({ hasText: ' ZZ ' })).toBeDisabled();
  await expect(capture.previousTip).toBeDisabled();
  for (let index = 1; index < PLAY_BY_PLAY.length; index += 1) {
    await capture.nextTip.click();
    await expect(capture.tips()).toHaveText(strip(index));
    await expect(capture.tips().first()).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(capture.nextTip).toBeDisabled();
  await expect(capture.previousTip).toBeEnabled();
  for (let index = PLAY_BY_PLAY.length - 2; index >= 0; index -= 1) {
    await capture.previousTip.click();
    await expect(capture.tips()).toHaveText(strip(index));
  }
  await expect(capture.previousTip).toBeDisabled();

  // Putting the line-up in the water records the first possession start, and a possession start advances the tip.
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await expect(capture.tips()).toHaveText(strip(1));
  await capture.previousTip.click();
  await expect(capture.tips()).toHaveText(strip(0));

  // CS on our side: a swim-off by our #2.
  await capture.tips().first().click();
  await expect(page.getByRole('heading', { name: 'New: Swimoff' })).toBeVisible();
  await expect(page.getByTestId('event-player')).toHaveText('Player #2');
  await expect(capture.choice('Swimoff won by', match.team1.name)).toHaveAttribute('aria-pressed', 'true');
  await capture.save();
  await expect(capture.lastEvents.getByRole('button').first()).toHaveText(/^Q1 8:00Swimoff #2/);
  await expect(capture.tips()).toHaveText(strip(1));
  await expect(capture.tips().first()).toHaveAttribute('aria-pressed', 'true');

  // GC on our side: our #5 scores; the tip's time (35 s into the match) becomes the live time.
  await capture.tips().first().click();
  await expect(page.getByRole('heading', { name: 'New: Shoot' })).toBeVisible();
  await expect(page.getByTestId('event-player')).toHaveText('Player #5');
  await expect(capture.choice('Outcome', 'Goal')).toHaveAttribute('aria-pressed', 'true');
  await expect(capture.scoreboard.getByTestId('scoreboard-time')).toHaveText('7:25');
  await capture.save();
  await expect(capture.score('team1')).toContainText('1');
  await expect(capture.tips()).toHaveText(strip(2));

  // GA on the opposing side: a goal against, faced by our goalkeeper (#1); the tip's cap is their shooter.
  await capture.tips().first().click();
  await expect(page.getByRole('heading', { name: 'New: Shoot against' })).toBeVisible();
  await expect(page.getByTestId('event-player')).toHaveText('Player #1 · Their #9');
  await expect(capture.choice('Outcome', 'Goal')).toHaveAttribute('aria-pressed', 'true');
  await expect(capture.scoreboard.getByTestId('scoreboard-time')).toHaveText('6:50');
  await capture.save();
  await expect(capture.score('team2')).toContainText('1');
  await expect(capture.tips()).toHaveText(strip(3));
  await expect(capture.tips().first()).toBeDisabled();

  await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
  const tipped = async () =>
    (await serverRows('events', match.id, match.team1.id)).filter((row) =>
      ['SWIMOFF', 'SHOOT', 'SHOOTAGAINST'].includes(String(row.type)),
    );
  await expect.poll(async () => (await tipped()).length, { timeout: 20_000 }).toBe(3);
  const rows = await tipped();
  const saved = (type: string) => rows.find((row) => row.type === type);
  expect(saved('SWIMOFF')).toMatchObject({ quarter: 1, time: 0, playerNumber: 2, offense: true });
  expect(saved('SHOOT')).toMatchObject({ quarter: 1, time: 35, playerNumber: 5, shootOutcome: 'GOAL', offense: true });
  expect(saved('SHOOTAGAINST')).toMatchObject({
    quarter: 1,
    time: 70,
    playerNumber: 1,
    opponentPlayerNumber: 9,
    shootOutcome: 'GOAL',
    offense: false,
    extraPlayer: false,
  });
});
