import { randomUUID } from 'node:crypto';
import { authenticate, newApiContext } from '../support/api';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS } from '../support/roles';
import { createCaptureMatch, serverRows, type CaptureMatch } from '../capture/support/captureMatch';
import { ReviewPage } from './pages/ReviewPage';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

/**
 * Both scorers' logs of one passage, as their devices deliver them: a goal each log records, team1 by its #5 and
 * team2 (the shot against its goalkeeper #1) by team1's #7; and an exclusion only team1's scorer recorded.
 */
async function recordTwoLogs(match: CaptureMatch): Promise<{ goalAgainst: string; exclusion: string }> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const ids = { goalAgainst: randomUUID(), exclusion: randomUUID() };
    const of = (side: 'team1' | 'team2') => ({ match: { id: match.id }, team: { id: match[side].id }, quarter: 1 });
    const events = [
      {
        ...of('team1'),
        uuid: randomUUID(),
        time: 10,
        type: 'SHOOT',
        offense: true,
        playerNumber: 5,
        shootOutcome: 'GOAL',
      },
      {
        ...of('team2'),
        uuid: ids.goalAgainst,
        time: 11,
        type: 'SHOOTAGAINST',
        offense: false,
        playerNumber: 1,
        opponentPlayerNumber: 7,
        shootOutcome: 'GOAL',
      },
      {
        ...of('team1'),
        uuid: ids.exclusion,
        time: 40,
        type: 'EXCLUSIONFOR',
        offense: false,
        playerNumber: 3,
        opponentPlayerNumber: 4,
        exclusionType: 'NORMAL',
      },
    ];
    for (const data of events) {
      const response = await api.post('/api/events', { headers: { Authorization: `Bearer ${token}` }, data });
      expect(response.status(), await response.text()).toBe(201);
    }
    // The official play-by-play: team1's goal by #5, and a second goal by #9 neither scorer recorded.
    const tips = await api.put(`/api/matches/${match.id}/tips`, {
      headers: { Authorization: `Bearer ${token}` },
      data: [
        { quarter: 1, time: 10, side: 'team1', code: 'GA', cap: 5 },
        { quarter: 1, time: 100, side: 'team1', code: 'GA', cap: 9 },
      ],
    });
    expect(tips.status(), await tips.text()).toBe(200);
    return ids;
  } finally {
    await api.dispose();
  }
}

test('a scorer reviews two logs of one passage: both differences listed with both versions, one taken from a team, one not an event; the logs agree and the scorer signs the match off', async ({
  page,
  expectAccessible,
}) => {
  const match = await createCaptureMatch('Review');
  const { goalAgainst, exclusion } = await recordTwoLogs(match);
  const review = new ReviewPage(page);

  // From the event list, whose link counts the differences.
  // Where figures are read, the statistics name the match with its differences not reviewed, and lead to the review.
  await page.goto(`/statistics?matches=${match.id}`);
  const unreviewed = page.getByTestId('unreviewed-notice');
  await expect(unreviewed).toContainText(`3 differences not reviewed: ${match.name}.`, { timeout: 20_000 });
  await expect(unreviewed.getByRole('link', { name: 'Review' })).toHaveAttribute('href', `/${match.id}/review`);

  await page.goto(`/${match.id}/events`);
  await page.getByTestId('review-link').filter({ hasText: 'Review: 3 differences' }).click();
  await expect(page).toHaveURL(`/${match.id}/review`);

  // The cap of the scorer and the exclusion one log lacks, each with both versions; the exclusion count follows.
  await expect(review.count).toHaveText('3 differences');
  const cap = review.difference(`Cap of a ${match.team1.name} player`);
  await expect(cap.getByTestId('version-team1')).toContainText('#5');
  await expect(cap.getByTestId('version-team2')).toContainText('#7');
  const lone = review.difference(`Only in the log of ${match.team1.name}`);
  await expect(lone.getByTestId('version-team1')).toContainText('#3 excluded, drawn by their #4');
  await expect(lone.getByTestId('version-team2')).toContainText('Not recorded');
  await expect(review.difference(`Exclusions of ${match.team1.name} by quarter`)).toContainText('1-0-0-0');
  await expect(review.pairedLogs.locator('tbody tr')).toHaveCount(2);
  await expectAccessible();

  await review.resolve(`Cap of a ${match.team1.name} player`, `Take from ${match.team1.name}`);
  await expect(review.count).toHaveText('2 differences');
  await review.resolve(`Only in the log of ${match.team1.name}`, 'Not an event');
  await expect(review.agreement).toBeVisible();
  await expect(review.count).toHaveText('No differences');
  await page.goto(`/statistics?matches=${match.id}`);
  await expect(page.getByRole('group', { name: 'Result' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('unreviewed-notice')).toHaveCount(0);
  await page.goto(`/${match.id}/review`);
  await expect(review.count).toHaveText('No differences');

  // Ordinary writes through the outbox: the server holds the mended logs too.
  await expect
    .poll(async () => {
      const team1 = await serverRows('events', match.id, match.team1.id);
      const team2 = await serverRows('events', match.id, match.team2.id);
      return {
        exclusion: team1.some((row) => row.uuid === exclusion),
        scorer: team2.find((row) => row.uuid === goalAgainst)?.opponentPlayerNumber,
      };
    })
    .toEqual({ exclusion: false, scorer: 5 });

  // Against the official play-by-play: the goal only it has (the exclusion it never had is gone with 'Not an event').
  const official = page.getByTestId('official-review');
  await expect(official.getByTestId('official-difference')).toHaveCount(2);
  await expect(
    official
      .getByTestId('official-difference')
      .filter({ hasText: `Goal of ${match.team1.name}: only in the official play-by-play` }),
  ).toContainText('#9');
  await expect(
    official.getByTestId('official-difference').filter({ hasText: `Goals of ${match.team1.name} by quarter` }),
  ).toContainText('1-0-0-0');

  // The logs agree on the server too: the scorer signs the match off, which locks it; a scorer cannot reopen it.
  await page.getByRole('button', { name: 'Sign off', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign off this match?' }).getByRole('button', { name: 'Sign off' }).click();
  await expect(page.getByText(/^Signed by User User on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen' })).toHaveCount(0);
  await page.goto(`/${match.id}/substitutions`);
  await expect(page.getByRole('heading', { level: 1, name: 'This match is signed off' })).toBeVisible();
});
