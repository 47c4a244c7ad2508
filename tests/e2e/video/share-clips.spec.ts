import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { asDataManager } from './asDataManager';
import { uploadDemoVideo } from './uploadDemoVideo';
import { VideoAnalysisScreen } from './VideoAnalysisScreen';

test.use({ role: 'user' });

/** A match with its video uploaded: two goals of #5 and an exclusion, each at a second of the video. */
async function matchWithClips(): Promise<{ matchId: number; name: string }> {
  const match = await asDataManager(async ({ post, twoTeams }) => {
    const [team1, team2] = await twoTeams();
    const name = `Shared clips ${randomUUID().slice(0, 8)}`;
    const created = await post('matches', { name, team1, team2 });
    const event = (fields: Record<string, unknown>) =>
      post('events', { uuid: randomUUID(), match: created, team: team1, quarter: 1, offense: true, ...fields });
    await event({ type: 'SHOOT', shootOutcome: 'GOAL', playerNumber: 5, time: 30, videoTime: 10 });
    await event({ type: 'EXCLUSIONFOR', offense: false, playerNumber: 4, time: 60, videoTime: 16 });
    await event({ type: 'SHOOT', shootOutcome: 'GOAL', playerNumber: 5, time: 90, videoTime: 22 });
    return { matchId: created.id, name };
  });
  await uploadDemoVideo(match.matchId);
  return match;
}

test('a coach shares a player’s clips by link: watched without an account, clip by clip, until the link is revoked', async ({
  page,
  browser,
}) => {
  const { matchId } = await matchWithClips();
  const screen = new VideoAnalysisScreen(page);
  await screen.open(`?matches=${matchId}&type=SHOOT&pre=2&post=2`);
  await expect(screen.clips).toHaveCount(2);

  await page.getByRole('button', { name: 'Share clips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share these clips' });
  await expect(dialog).toContainText('Anyone with the link can watch these 2 clips without an account');
  await dialog.getByLabel('Title').fill('Goals of #5');
  await dialog.getByLabel('Link works').selectOption({ label: 'For 7 days' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByLabel('Link to the clips');
  await expect(link).toHaveValue(/\/clips\/[A-Za-z0-9_-]{24}$/);
  const url = await link.inputValue();
  await expect(dialog.getByRole('list').getByRole('link', { name: 'Goals of #5' })).toBeVisible();

  // Someone with no account opens the link: the title, both clips, the first playing from its start.
  const viewer = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const watch = await viewer.newPage();
  await watch.goto(url);
  await expect(watch.getByRole('heading', { name: 'Goals of #5' })).toBeVisible();
  const clips = watch.getByRole('list', { name: 'Clips' }).getByRole('button');
  await expect(clips).toHaveCount(2);
  await expect(watch.getByTestId('clip-position')).toHaveText('Clip 1 of 2');
  await expect(watch.getByTestId('clip-title')).toContainText('Shot: Goal');
  await expect(watch.getByTestId('clip-title')).toContainText('#5');
  const time = () => watch.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect.poll(time).toBeGreaterThanOrEqual(8);
  expect(await time()).toBeLessThan(12.5);
  expect(await watch.locator('video').evaluate((video: HTMLVideoElement) => video.currentSrc)).toContain('/api/clips/');
  // The exclusion was not shared; the next clip is the second goal.
  await watch.getByRole('button', { name: 'Next clip' }).click();
  await expect(watch.getByTestId('clip-position')).toHaveText('Clip 2 of 2');
  await expect.poll(time).toBeGreaterThanOrEqual(20);
  expect(await time()).toBeLessThan(24.5);
  // Nothing else of the club: no menu to the club's matches.
  await expect(watch.getByRole('link', { name: 'Statistics' })).toHaveCount(0);

  // The coach revokes it: the link stops working at once.
  await dialog.getByRole('button', { name: 'Revoke the link to Goals of #5' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link revoked: Goals of #5. It no longer works.');
  await watch.reload();
  await expect(watch.getByRole('heading', { name: 'These clips are no longer shared.' })).toBeVisible();
  await viewer.close();
});

test('a link that is no share says so', async ({ page }) => {
  await page.goto('/clips/NoSuchShareIdAtAll1234');
  await expect(page.getByRole('heading', { name: 'These clips are no longer shared.' })).toBeVisible();
  await expect(page.getByText('The link was revoked or has expired.')).toBeVisible();
});
