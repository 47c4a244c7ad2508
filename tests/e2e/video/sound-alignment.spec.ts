import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { asDataManager } from './asDataManager';
import { VideoAnalysisScreen } from './VideoAnalysisScreen';

test.use({ role: 'user' });

const KICKOFF = Date.parse('2026-11-28T15:00:00Z');
/** The camera started 20 s after kick-off: video second = wall second − 20. */
const CAMERA_START = 20;
/** Long blasts (goals) at these video seconds, short ones (ordinary fouls) between them. */
const GOAL_WHISTLES = [3, 7, 11];
const FOUL_WHISTLES = [5, 9];

/**
 * A match video's sound as a camera on the stand records it: crowd noise, the referee's long blasts at the goals and
 * short ones at fouls, recorded by the browser itself (Web Audio into MediaRecorder, WebM/Opus, 14 s in real time).
 */
async function recordMatchSound(page: Page): Promise<Buffer> {
  // A click first: the browser lets sound start only after the user touched the page.
  await page.mouse.click(5, 5);
  const base64 = await page.evaluate(
    async ({ goals, fouls }) => {
      const context = new AudioContext({ sampleRate: 48000 });
      await context.resume();
      const destination = context.createMediaStreamDestination();
      const noise = context.createBuffer(1, context.sampleRate * 14, context.sampleRate);
      const data = noise.getChannelData(0);
      for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * 0.08;
      const crowd = context.createBufferSource();
      crowd.buffer = noise;
      crowd.connect(destination);
      const start = context.currentTime + 0.1;
      const blast = (at: number, seconds: number) => {
        const tone = context.createOscillator();
        tone.frequency.value = 3100;
        const gain = context.createGain();
        gain.gain.value = 0.4;
        tone.connect(gain).connect(destination);
        tone.start(start + at);
        tone.stop(start + at + seconds);
      };
      for (const at of goals) blast(at, 0.8);
      for (const at of fouls) blast(at, 0.2);
      const recorder = new MediaRecorder(destination.stream, { mimeType: 'audio/webm;codecs=opus' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      crowd.start(start);
      await new Promise((resolve) => setTimeout(resolve, 14_000));
      recorder.stop();
      await stopped;
      await context.close();
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'audio/webm' }).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    },
    { goals: GOAL_WHISTLES, fouls: FOUL_WHISTLES },
  );
  return Buffer.from(base64, 'base64');
}

/** A match scored live without video times: three goals, each tapped 1.5–2.5 s after its whistle. */
async function liveScoredMatch(sound: Buffer): Promise<number> {
  return asDataManager(async ({ api, headers, post, twoTeams }) => {
    const [team1, team2] = await twoTeams();
    const match = await post('matches', { name: `Whistles ${randomUUID().slice(0, 8)}`, team1, team2 });
    const delays = [2, 1.5, 2.5];
    for (const [at, whistle] of GOAL_WHISTLES.entries()) {
      await post('events', {
        uuid: randomUUID(),
        match,
        team: team1,
        quarter: 1,
        offense: true,
        type: 'SHOOT',
        shootOutcome: 'GOAL',
        playerNumber: 5 + at,
        time: 60 * (at + 1),
        videoTime: null,
        recordedAt: new Date(KICKOFF + (whistle + CAMERA_START + delays[at]!) * 1000).toISOString(),
      });
    }
    const video = await post('match-videos', { match, quarter: null, videoUrl: null });
    const uploaded = await api.post(`/api/match-videos/${video.id}/file`, {
      headers: { ...headers, 'Content-Type': 'video/webm' },
      data: sound,
    });
    if (!uploaded.ok()) throw new Error(`Upload failed: ${uploaded.status()} ${await uploaded.text()}`);
    return match.id;
  });
}

test('the whistles in a video’s sound place a live-scored log: proposed, applied, and every goal’s clip at its whistle', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/home');
  const matchId = await liveScoredMatch(await recordMatchSound(page));
  const screen = new VideoAnalysisScreen(page);
  await screen.open(`?matches=${matchId}&pre=1&post=1`);
  const first = page.getByRole('region', { name: /^Align the video of Whistles .* with the log$/ });
  await expect(first).toBeVisible();

  await first.getByRole('button', { name: 'Propose from the sound' }).click();
  // The five blasts heard, the three goals placed at theirs (the fouls' short blasts left alone).
  await expect(first.getByTestId('sound-proposal').getByText(/^Heard/)).toHaveText(
    'Heard 5 whistles: 3 of 3 events that stop play placed at their whistle.',
    { timeout: 30_000 },
  );
  await first.getByRole('button', { name: 'Apply' }).click();

  // The three goals are clips now, each at its whistle (the recording starts within a few hundredths of a second).
  await expect(screen.clips).toHaveCount(3);
  await expect(screen.clips.nth(0)).toContainText('video 0:03');
  await expect(screen.clips.nth(1)).toContainText('video 0:07');
  await expect(screen.clips.nth(2)).toContainText('video 0:11');
  await expect(first).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sync points' }).getByRole('listitem')).toHaveCount(3);
});
