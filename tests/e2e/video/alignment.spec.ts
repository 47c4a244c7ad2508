import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { asDataManager } from './asDataManager';
import { DEMO_VIDEO_URL } from './demoVideoSetup';
import { VideoAnalysisScreen } from './VideoAnalysisScreen';

test.use({ role: 'user' });

const START = Date.parse('2026-03-01T18:00:00.000Z');

/**
 * A match scored live at the pool, its video added afterwards: a goal recorded as today's live capture does (video
 * time 0) and, 40 s later by the device's clock, an exclusion with no video time at all.
 */
function liveScoredMatch(goalVideoTime: number | null = 0): Promise<number> {
  return asDataManager(async ({ post, twoTeams }) => {
    const [team1, team2] = await twoTeams();
    const match = await post('matches', { name: `Live-scored ${randomUUID().slice(0, 8)}`, team1, team2 });
    const event = (fields: Record<string, unknown>) =>
      post('events', { uuid: randomUUID(), match, team: team1, quarter: 1, offense: true, ...fields });
    await event({
      type: 'SHOOT',
      shootOutcome: 'GOAL',
      playerNumber: 7,
      time: 30,
      videoTime: goalVideoTime,
      recordedAt: new Date(START).toISOString(),
    });
    await event({
      type: 'EXCLUSIONFOR',
      offense: false,
      playerNumber: 4,
      time: 60,
      videoTime: null,
      recordedAt: new Date(START + 40_000).toISOString(),
    });
    await post('match-videos', { match, quarter: null, videoUrl: DEMO_VIDEO_URL });
    return match.id;
  });
}

test('one "Sync here" places every live-scored event of the video, and its clip plays there', async ({ page }) => {
  const matchId = await liveScoredMatch();
  const screen = new VideoAnalysisScreen(page);
  await screen.open(`?matches=${matchId}&pre=1&post=2`);
  await expect(screen.clips).toHaveCount(1);
  await screen.waitForVideo();

  // The goal is 5 s into the video: scrub there and sync.
  await screen.video.evaluate((video: HTMLVideoElement) => (video.currentTime = 5));
  await expect.poll(() => screen.currentTime()).toBeCloseTo(5, 0);
  const alignment = page.getByRole('region', { name: 'Align the video with the log' });
  await alignment.getByRole('button', { name: 'Sync here' }).click();
  await expect(alignment.getByRole('status')).toHaveText('Synced: the clips follow.');
  await expect(alignment.getByRole('list', { name: 'Sync points' })).toContainText('Shot: Goal');

  // The exclusion, recorded 40 s after the goal, is a clip at 0:45 now.
  await expect(screen.clips).toHaveCount(2);
  await expect(screen.clips.nth(1)).toContainText('video 0:45');
  await screen.clips.nth(1).click();
  await expect.poll(() => screen.currentTime()).toBeGreaterThan(43.5);
  expect(Math.abs((await screen.currentTime()) - 44)).toBeLessThanOrEqual(0.5);

  await alignment.getByRole('button', { name: 'Undo alignment' }).click();
  await expect(alignment.getByRole('status')).toHaveText('Alignment undone.');
  await expect(screen.clips).toHaveCount(1);
});

test('a video no event has a time in yet is synced from the video itself: pick the event, Sync here, and the clips appear', async ({
  page,
}) => {
  const matchId = await liveScoredMatch(null);
  const screen = new VideoAnalysisScreen(page);
  await screen.open(`?matches=${matchId}&pre=1&post=2`);
  const first = page.getByRole('region', { name: /^Align the video of Live-scored .* with the log$/ });
  await expect(first).toBeVisible();
  await expect(screen.clips).toHaveCount(0);
  const video = first.getByLabel(/^Video of Live-scored/);
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        if (element.readyState >= 1) resolve();
        else element.addEventListener('loadedmetadata', () => resolve(), { once: true });
      }),
  );
  await video.evaluate((element: HTMLVideoElement) => (element.currentTime = 5));
  await first.getByLabel('Event at this moment').selectOption({ label: 'Q1 7:30 · Shot: Goal #7' });
  await first.getByRole('button', { name: 'Sync here' }).click();

  // Both events now have clips: the goal at 0:05, the exclusion recorded 40 s later at 0:45; the panel is gone.
  await expect(screen.clips).toHaveCount(2);
  await expect(screen.clips.nth(0)).toContainText('video 0:05');
  await expect(screen.clips.nth(1)).toContainText('video 0:45');
  await expect(first).toHaveCount(0);
});
