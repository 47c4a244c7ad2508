import { expect, test } from '../support/fixtures';
import { serverRows } from './support/captureMatch';
import { startHeldClockCapture } from './support/heldClockCapture';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

/**
 * One tablet names the other team's players too: one of their caps tapped first says what their player did, whichever
 * side has the ball, and the lists and the confirmation name each player's team.
 */
test('their caps are one tap away: their excluded player, shooter and fouler, named as theirs, their time-out, their turnover and their card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { match, capture, pass } = await startHeldClockCapture(page, 'Their caps');
  const flash = page.getByTestId('saved-flash');
  const theirs = capture.opponentPlayer;
  const marker = capture.playersInPool.getByRole('status');
  const start = page.getByRole('group', { name: 'Game clock' }).getByRole('button', { name: 'Start clock' });

  // The editor waits for a first tap, and offers their caps beside the pool.
  await expect(page.getByText(`${match.team2.name} (theirs)`)).toBeVisible();
  await start.click();
  await pass(10);
  // On offense, their #9 → Exclusion: their player is excluded (two taps), and we go man-up.
  await capture.player(theirs, 9).click();
  await expect(page.getByTestId('event-player')).toHaveText('Their #9');
  await capture.chooseEvent('Exclusion');
  await expect(flash).toContainText('Saved: Their #9 excluded · 7:50 · Q1');
  await expect(marker).toHaveAccessibleName(/^Man-up: 7 against 6/);
  // The man-up formation is offered at once, beside the pool: a tap selects it, a second sets it.
  const manUp = page.getByRole('group', { name: 'Man-up formation' });
  await manUp.getByRole('button', { name: '4-2' }).click();
  await manUp.getByRole('button', { name: '4-2' }).click();
  await expect(manUp).toBeHidden();

  // Their #8 takes the ball from our #3: both named, then the type.
  await start.click();
  await pass(5);
  await capture.player(theirs, 8).click();
  await capture.player(capture.playersInPool, 3).click();
  await capture.chooseEvent('Turnover');
  await capture.choice('Turnover type', 'Ball lost').click();
  await expect(flash).toContainText('Saved: Ball lost #3, their #8 · 7:45 · Q1');

  // On defence, a shot against typed first: its shooter is named behind the 'Their shooter' switch.
  await pass(5);
  await capture.chooseEvent('Shoot');
  await page.getByRole('group', { name: 'Shot details' }).getByRole('button', { name: 'Their shooter' }).click();
  await capture.player(theirs, 11).click();
  await expect(page.getByTestId('event-player')).toHaveText('Player #1 · Their #11');
  await capture.choice('Outcome', 'Saved').click();
  await capture.save();
  await expect(flash).toContainText('Saved: Shoot against by their #11 Saved · 7:40 · Q1');

  // Their #10 scores (the screen had the ball with us after the save: it follows the goal): two taps, his cap and
  // the shot's end offered beside the pool.
  await pass(5);
  await capture.player(theirs, 10).click();
  await capture.choice('Shot', 'Goal').click();
  await expect(flash).toContainText('Saved: Shoot against by their #10 Goal · 7:35 · Q1');
  await expect(capture.score('team2')).toContainText('1');

  // Back on offense, their #4 commits a penalty foul: saved at once, and our penalty shot opens from 5 m.
  await start.click();
  await pass(10);
  await capture.player(theirs, 4).click();
  await capture.chooseEvent('Penalty foul');
  await expect(flash).toContainText('Saved: Penalty foul by their #4 · 7:25 · Q1');
  await expect(page.getByRole('heading', { name: 'New: Shoot', exact: true })).toBeVisible();
  await capture.cancelButton.click();

  // Their coach calls a time-out: Timeout, then whose.
  await capture.chooseEvent('Timeout');
  await capture.choice('Timeout of', match.team2.name).click();
  await expect(page.getByRole('heading', { name: 'New: Their timeout' })).toBeVisible();
  // A time-out names a team, not a player: no 'No player picked' beside it.
  await expect(page.getByTestId('event-player')).toHaveCount(0);
  await capture.save();
  await expect(flash).toContainText('Saved: Their timeout · 7:25 · Q1');

  // The last events read the same way, newest first.
  const rows = capture.lastEvents.getByRole('button');
  await expect(rows.filter({ hasText: 'Penalty foul by their #4' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Shoot against by their #10' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Their #9 excluded' })).toHaveCount(1);

  // Our #5 loses the ball: his cap, then the turnover's kind offered beside the pool (two taps).
  await capture.player(capture.playersInPool, 5).click();
  await capture.choice('Turnover', 'Bad pass').click();
  await expect(flash).toContainText('Saved: Ball lost #5 · 7:25 · Q1');
  // Their #2 and our #3 both picked: the turnover names which team lost the ball, read from the ball (theirs now)
  // and put right with one tap when the log skipped something.
  await capture.player(theirs, 2).click();
  await capture.player(capture.playersInPool, 3).click();
  await capture.chooseEvent('Turnover');
  const lostBy = page.getByRole('group', { name: 'Ball lost by' });
  await expect(lostBy.getByRole('button', { name: match.team2.name })).toHaveAttribute('aria-pressed', 'true');
  await lostBy.getByRole('button', { name: match.team1.name }).click();
  await expect(lostBy.getByRole('button', { name: match.team1.name })).toHaveAttribute('aria-pressed', 'true');
  await capture.choice('Turnover type', 'Counter foul').click();
  await expect(flash).toContainText('Saved: Ball lost #3, their #2 · 7:25 · Q1');

  // Their #7 is shown a yellow card: the card's Team switch names their caps.
  await capture.sideTab('Actions').click();
  await capture.action('Yellow card').click();
  const card = page.getByRole('dialog', { name: 'Yellow card' });
  await card.getByRole('group', { name: 'Team' }).getByRole('button', { name: match.team2.name }).click();
  await capture.player(card.getByRole('group', { name: 'Player' }), 7).click();
  await expect(card).toBeHidden();
  await expect(flash).toContainText('Their yellow card');
  await capture.sideTab('Last events').click();
  await expect(rows.first()).toContainText('Their yellow card – #7');

  // Stored as the rules name them: their caps in opponentPlayerNumber, our goalkeeper facing their shot.
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
  await expect
    .poll(async () =>
      (await serverRows('events', match.id, match.team1.id))
        .filter((row) => !/_START|PLAYER_/.test(String(row.type)))
        .map((row) => [row.type, row.playerNumber ?? null, row.opponentPlayerNumber ?? null]),
    )
    .toEqual([
      ['SWIMOFF', null, null],
      ['EXCLUSIONAGAINST', null, 9],
      ['FORMATIONCHANGE', null, null],
      ['BALLLOST', 3, 8],
      ['SHOOTAGAINST', 1, 11],
      ['SHOOTAGAINST', 1, 10],
      ['PENALTYFOULAGAINST', null, 4],
      ['TIMEOUTAGAINST', null, null],
      ['BALLLOST', 5, null],
      ['BALLLOST', 3, 2],
      ['YELLOW_CARD_AGAINST', null, 7],
    ]);
});
