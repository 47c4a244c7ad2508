import { HomePage } from '../pages/HomePage';
import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { EventListPage } from './pages/EventListPage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverRows } from './support/captureMatch';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

test('a scorer starts a scheduled match from home and captures a possession, a goal, an exclusion, a turnover and a substitution', async ({
  page,
}) => {
  const match = await createCaptureMatch('Capture');
  const home = new HomePage(page);
  const dialog = new StartMatchDialog(page);
  const capture = new CapturePage(page);

  await home.open();
  await dialog.open();
  await expect(dialog.startButton).toBeDisabled();
  await dialog.start(match.name, match.team1.name);
  await expect(page).toHaveURL(`/${match.id}/substitutions`);
  await expect(capture.heading).toBeVisible();

  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await capture.chooseEvent('Swimoff');
  await capture.choice('Swimoff won by', match.team1.name).click();
  await capture.save();

  await page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
  await expect(capture.scoreboard.getByTestId('scoreboard-time')).toHaveText('7:50');
  await capture.chooseEvent('Shoot');
  await capture.pickPlayer(5);
  await expect(capture.saveButton).toBeDisabled();
  await capture.tap(capture.poolPicture, 0.5, 0.4);
  await expect(page.getByText(/Shooting from: (9\.9\d?|10(\.0\d?)?) m, (4\.9\d?|5(\.0\d?)?) m/)).toBeVisible();
  await capture.tap(capture.goalPicture, 0.3, 0.5);
  await expect(page.getByText(/Shooting to: \d+(\.\d+)? m, \d+(\.\d+)? m/)).toBeVisible();
  await capture.choice('Outcome', 'Goal').click();
  await capture.save();
  await expect(capture.score('team1')).toContainText('1');
  await expect(capture.lastEvents).toContainText('Shoot');
  await expect(capture.lastEvents.getByRole('button').first()).toContainText('Defense start');

  await capture.chooseEvent('Exclusion');
  await capture.pickPlayer(3);
  await capture.save();

  await capture.chooseEvent('Turnover');
  await capture.choice('Turnover type', 'Bad pass').click();
  await capture.save();

  await capture.player(capture.subs, 7).click();
  await capture.player(capture.subs, 8).click();
  await expect(capture.player(capture.subs, 8)).toHaveAttribute('aria-pressed', 'true');

  await expect(capture.lastEvents).toContainText('Ball gained');
  await expect(capture.lastEvents).toContainText('#3 excluded');
  await expect(capture.lastEvents).toContainText('Player in');
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 15_000 });

  const events = await serverRows('events', match.id, match.team1.id);
  const shots = events.filter((event) => event.type === 'SHOOT');
  expect(shots).toEqual([
    expect.objectContaining({ playerNumber: 5, shootOutcome: 'GOAL', shootToGoalX: expect.any(Number) }),
  ]);
  expect(Math.abs(Number(shots[0]!.shootFromPoolX) - 1000)).toBeLessThan(20);
  expect(Math.abs(Number(shots[0]!.shootFromPoolY) - 500)).toBeLessThan(20);
  expect(events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['SWIMOFF', 'EXCLUSIONFOR', 'BALLGAINED', 'PLAYER_OUT', 'PLAYER_IN']),
  );
  const possessions = await serverRows('possessions', match.id, match.team1.id);
  expect(possessions.length).toBeGreaterThanOrEqual(3);

  await home.open();
  const row = page.getByRole('row', { name: new RegExp(match.name) });
  await expect(row).toContainText('Quarter 1 · 7:50');
  await row.getByRole('link', { name: 'Events' }).click();
  const list = new EventListPage(page);
  await expect(page.getByRole('heading', { level: 1, name: match.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: match.team1.name })).toBeVisible();
  await expect(list.groups.first()).toContainText(/Possession 1 DEFENSE/);
  await expect(list.groups.filter({ hasText: 'Possession 2 OFFENSE' })).toContainText('Shoot');
  const shot = await list.expand('Shoot');
  await expect(shot).toContainText('Player number5');
  await expect(shot).toContainText('Shoot outcomeGoal');
  await expect(shot).toContainText(/Players in water1, 2, 3, 4, 5, 6, 7/);
  await expect(list.panel('Ball gained')).toContainText('Needs review!');
  await expect(list.panel('Exclusion for')).not.toContainText('Needs review!');
  await list.closeAll.click();
  await expect(shot.getByText('Shoot outcome')).toBeHidden();
  await expect(list.possessions.filter({ hasText: 'OFFENSE' }).first()).toContainText('Goal');
  await expect(
    list.possessions
      .filter({ hasText: 'Ball lost' })
      .or(list.possessions.filter({ hasText: 'Exclusion' }))
      .first(),
  ).toBeVisible();
  await list.panel('Ball gained').first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Delete (1)' })).toBeVisible();

  const shotAgain = await list.expand('Shoot');
  await shotAgain.getByRole('link', { name: 'View event' }).click();
  await expect(page).toHaveURL(new RegExp(`/${match.id}/events/\\d+$`));
  await page.getByLabel('Notes').fill('Top corner');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/${match.id}/events`);
  await expect(await list.expand('Shoot')).toContainText('NotesTop corner');
  await expect
    .poll(
      async () => (await serverRows('events', match.id, match.team1.id)).find((event) => event.type === 'SHOOT')?.notes,
      { timeout: 15_000 },
    )
    .toBe('Top corner');
});
