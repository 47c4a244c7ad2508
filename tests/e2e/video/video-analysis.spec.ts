import { EventListPage } from '../capture/pages/EventListPage';
import { readFileSync } from 'node:fs';
import { StatisticsScreen } from '../statistics/StatisticsScreen';
import { expect, test } from '../support/fixtures';
import { attachDemoVideo, type DemoVideoSetup } from './demoVideoSetup';
import { PERMISSION_LAPSED_KEY, removeFilePicker, storedLocalVideos, stubFilePicker } from './filePicker';
import { DEMO_FILE } from './uploadDemoVideo';
import { VideoAnalysisScreen } from './VideoAnalysisScreen';

test.describe.configure({ mode: 'serial' });
test.use({ role: 'analyst' });

let setup: DemoVideoSetup;

test.beforeAll(async () => {
  setup = await attachDemoVideo();
});

const manUpGoalsQuery = (extra = '') =>
  `?matches=${setup.matchId}&team=${setup.teamId}&player=${setup.player}&type=SHOOT&outcome=GOAL&manUp=1${extra}`;
const videoClock = (seconds: number) =>
  `video ${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const teamGoalsQuery = (extra = '') => `?matches=${setup.matchId}&team=${setup.teamId}&type=SHOOT&outcome=GOAL${extra}`;

test('a statistics link lists exactly the man-up goals of one player', async ({ page }) => {
  const screen = new VideoAnalysisScreen(page);
  await screen.open(manUpGoalsQuery());
  await expect(screen.clips).toHaveCount(setup.manUpGoals.length);
  for (const [index, goal] of setup.manUpGoals.entries()) {
    const row = screen.clips.nth(index);
    await expect(row).toContainText('Shot: Goal');
    await expect(row).toContainText('man-up');
    await expect(row).toContainText(`#${setup.player}`);
    await expect(row).toContainText(videoClock(goal.videoTime!));
  }
  await expect(screen.filter('Team')).toHaveValue(String(setup.teamId));
  await expect(screen.filter('Player')).toHaveValue(String(setup.player));
  await expect(screen.filter('Man-up / man-down')).toHaveValue('MAN_UP');
  await expect(screen.clipTitle).toHaveText(/^Shot: Goal \(.*man-up\)$/);
  await expect(screen.score).toContainText(setup.teamName);
});

test('a clip starts at its start and playback stops at its end', async ({ page }) => {
  const screen = new VideoAnalysisScreen(page);
  await screen.open(manUpGoalsQuery('&pre=1&post=1.5'));
  await screen.waitForVideo();
  const videoTime = setup.manUpGoals[0]!.videoTime!;
  await expect.poll(() => screen.currentTime()).toBeGreaterThan(videoTime - 1 - 0.25);
  expect(Math.abs((await screen.currentTime()) - (videoTime - 1))).toBeLessThanOrEqual(0.25);

  await page.getByRole('button', { name: 'Autoplay the next clip' }).click(); // autoplay off: stop at the end
  await screen.playButton.click();
  await expect.poll(() => screen.isPaused(), { timeout: 8_000 }).toBe(false);
  await expect.poll(() => screen.isPaused(), { timeout: 8_000 }).toBe(true);
  expect(Math.abs((await screen.currentTime()) - (videoTime + 1.5))).toBeLessThanOrEqual(0.25);
});

test('with autoplay the next clip follows at the end of one', async ({ page }) => {
  const screen = new VideoAnalysisScreen(page);
  // Clips of 3.5 s: long enough that a busy machine cannot play the whole second clip before it is looked at (with
  // clips of 1 s the third one was already playing once), short enough to reach the second soon.
  await screen.open(teamGoalsQuery('&pre=0.5&post=3'));
  await expect(screen.clips.nth(1)).toBeVisible();
  await screen.waitForVideo();
  await screen.playButton.click();
  await expect(screen.clips.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 15_000 });
  const second = await screen.clips.nth(1).innerText();
  const videoSeconds = /video (\d+):(\d+)/.exec(second)!;
  const at = Number(videoSeconds[1]) * 60 + Number(videoSeconds[2]);
  // The video plays the second clip, from its start (0.5 s before its event) to its end (3 s after).
  await expect.poll(() => screen.currentTime()).toBeGreaterThanOrEqual(at - 0.5 - 0.25);
  expect(await screen.currentTime()).toBeLessThanOrEqual(at + 3 + 0.25);
  await expect(screen.clips.nth(1)).toHaveAttribute('aria-current', 'true');
});

test('the playlist is reviewed with the keyboard alone', async ({ page }) => {
  const screen = new VideoAnalysisScreen(page);
  await screen.open(teamGoalsQuery('&pre=1&post=1'));
  await expect(screen.clips.nth(2)).toBeVisible();
  await screen.waitForVideo();
  await expect(screen.clips.nth(0)).toHaveAttribute('aria-current', 'true');

  await screen.press('l');
  await expect(screen.clips.nth(1)).toHaveAttribute('aria-current', 'true');
  await screen.press('ArrowRight');
  await expect(screen.clips.nth(2)).toHaveAttribute('aria-current', 'true');
  await screen.press('j');
  await expect(screen.clips.nth(1)).toHaveAttribute('aria-current', 'true');
  await screen.press('ArrowLeft');
  await expect(screen.clips.nth(0)).toHaveAttribute('aria-current', 'true');

  await screen.press(']');
  await expect(screen.speed).toHaveValue('1.25');
  await screen.press('[');
  await screen.press('[');
  await expect(screen.speed).toHaveValue('0.75');
  expect(await screen.video.evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(0.75);

  await screen.press('r');
  await expect(screen.loopButton).toHaveAttribute('aria-pressed', 'true');
  await screen.press('r');
  await expect(screen.loopButton).toHaveAttribute('aria-pressed', 'false');

  const before = await screen.currentTime();
  await screen.press('.');
  await expect.poll(() => screen.currentTime()).toBeGreaterThan(before);
  await screen.press(',');
  await expect.poll(() => screen.currentTime()).toBeCloseTo(before, 3);

  await screen.press(' ');
  await expect.poll(() => screen.isPaused()).toBe(false);
  await screen.press(' ');
  await expect.poll(() => screen.isPaused()).toBe(true);

  await screen.press('?');
  await expect(screen.help).toBeVisible();
  await expect(screen.help).toContainText('Previous clip');
  await screen.press('Escape');
  await expect(screen.help).toBeHidden();

  // Tab reaches the playlist; Enter on a row opens that clip.
  await screen.clips.nth(2).focus();
  await screen.press('Enter');
  await expect(screen.clips.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('a link to one event opens at its clip', async ({ page }) => {
  const goal = setup.manUpGoals.at(-1)!;
  const screen = new VideoAnalysisScreen(page);
  await screen.open(`?event=${goal.id}`);
  await expect(screen.currentClip).toContainText(`#${setup.player}`);
  await expect(page).toHaveURL(new RegExp(`matches=${setup.matchId}`));
  await screen.waitForVideo();
  await expect.poll(() => screen.currentTime()).toBeGreaterThan(goal.videoTime! - 8 - 0.25);
  expect(Math.abs((await screen.currentTime()) - (goal.videoTime! - 8))).toBeLessThanOrEqual(0.25);
  await expect(screen.clipTitle).toHaveText(/^Shot: Goal/);
});

test('the event list and the event detail open an event at its clip', async ({ page }) => {
  const list = new EventListPage(page);
  await list.open(setup.matchId);
  const panel = await list.expand('Shoot');
  await panel.getByRole('link', { name: 'Watch clip' }).click();
  const screen = new VideoAnalysisScreen(page);
  await expect(screen.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`matches=${setup.matchId}&event=`));
  await expect(screen.clipTitle).toHaveText(/^Shot/);

  await page.goBack();
  await (await list.expand('Shoot')).getByRole('link', { name: 'View event' }).click();
  await page.getByRole('link', { name: 'Watch clip' }).click();
  await expect(screen.clipTitle).toHaveText(/^Shot/);
});

test('the playlist exports as CSV', async ({ page }) => {
  const screen = new VideoAnalysisScreen(page);
  await screen.open(manUpGoalsQuery());
  await expect(screen.clips).toHaveCount(setup.manUpGoals.length);
  const download = await screen.exportCsv();
  expect(download.suggestedFilename()).toMatch(/^poolside_playlist_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Match,Team,Quarter,Time,Video time,Event,Player,Clip start,Clip end');
  expect(lines).toHaveLength(setup.manUpGoals.length + 2);
  expect(lines[1]).toContain(setup.matchName);
  expect(lines[1]).toContain(`#${setup.player}`);
});

test('a video file picked on this device is kept as a file handle, plays instead, and stays after a reload', async ({
  page,
}) => {
  await stubFilePicker(page);
  const screen = new VideoAnalysisScreen(page);
  await screen.open(manUpGoalsQuery());
  await expect(screen.clips).toHaveCount(setup.manUpGoals.length);
  await screen.localFile.getByRole('button', { name: 'Choose a video file…' }).click();
  await expect(screen.localFile.getByText('Whole match: match-clock.webm')).toBeVisible();
  expect(await storedLocalVideos(page)).toEqual([{ key: `${setup.matchId}:all`, hasHandle: true, hasBlob: false }]);
  await expect.poll(() => screen.currentSrc()).toMatch(/^blob:/);

  await page.reload();
  await expect(screen.localFile.getByText('Whole match: match-clock.webm')).toBeVisible();
  await expect.poll(() => screen.currentSrc()).toMatch(/^blob:/);
  await screen.waitForVideo();
  const start = setup.manUpGoals[0]!.videoTime! - 8;
  await expect.poll(() => screen.currentTime()).toBeGreaterThan(start - 0.25);
  await screen.playButton.click();
  await expect.poll(() => screen.isPaused()).toBe(false);
  await expect.poll(() => screen.currentTime()).toBeGreaterThan(start + 0.2);

  await screen.localFile.getByRole('button', { name: 'Forget match-clock.webm' }).click();
  await expect.poll(() => screen.currentSrc()).toMatch(/\/demo\/match-clock\.webm$/);
});

test('after a restart the browser asks again before a picked file plays', async ({ page }) => {
  await stubFilePicker(page);
  const screen = new VideoAnalysisScreen(page);
  await screen.open(manUpGoalsQuery());
  await expect(screen.clips).toHaveCount(setup.manUpGoals.length);
  await screen.localFile.getByRole('button', { name: 'Choose a video file…' }).click();
  await expect.poll(() => screen.currentSrc()).toMatch(/^blob:/);

  await page.evaluate((key) => localStorage.setItem(key, '1'), PERMISSION_LAPSED_KEY);
  await page.reload();
  await expect(page.getByText('Allow access to match-clock.webm to play it.')).toBeVisible();
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect.poll(() => screen.currentSrc()).toMatch(/^blob:/);
  await screen.waitForVideo();
  await expect(page.getByText('Allow access to match-clock.webm to play it.')).toBeHidden();
});

test('without a file picker (Firefox, Safari) the picked file is kept as a copy and plays after a reload', async ({
  page,
}) => {
  await removeFilePicker(page);
  const screen = new VideoAnalysisScreen(page);
  await screen.open(manUpGoalsQuery());
  await expect(screen.clips).toHaveCount(setup.manUpGoals.length);
  await screen.localFile.getByLabel('Choose a video file…').setInputFiles(DEMO_FILE);
  await expect(screen.localFile.getByText('Whole match: match-clock.webm')).toBeVisible();
  expect(await storedLocalVideos(page)).toEqual([{ key: `${setup.matchId}:all`, hasHandle: false, hasBlob: true }]);
  await expect.poll(() => screen.currentSrc()).toMatch(/^blob:/);
  await page.reload();
  await expect(screen.localFile.getByText('Whole match: match-clock.webm')).toBeVisible();
  await expect.poll(() => screen.currentSrc()).toMatch(/^blob:/);
  await screen.waitForVideo();
  await screen.localFile.getByRole('button', { name: 'Forget match-clock.webm' }).click();
  await expect.poll(() => screen.currentSrc()).toMatch(/\/demo\/match-clock\.webm$/);
});

test('from a count on the statistics screen to the clips behind it in two clicks', async ({ page }) => {
  const statistics = new StatisticsScreen(page);
  await statistics.open(`?matches=${setup.matchId}&manUp=MAN_UP`);
  const goals = setup.teamManUpGoals;
  const count = page.getByRole('link', { name: `All goals of ${setup.teamName}: ${goals.length}, play clips` });
  await expect(count).toHaveText(String(goals.length));
  await count.click(); // click 1

  const screen = new VideoAnalysisScreen(page);
  await expect(screen.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`matches=${setup.matchId}&team=${setup.teamId}.*manUp=1`));
  await expect(screen.clips).toHaveCount(goals.length);
  const first = goals[0]!;
  await expect(screen.clips.first()).toHaveAttribute('aria-current', 'true');
  await expect(screen.clips.first()).toContainText('Shot: Goal');
  await expect(screen.clips.first()).toContainText(videoClock(first.videoTime!));
  await expect(screen.clipTitle).toHaveText(/^Shot: Goal \(.*man-up\)$/);

  await screen.waitForVideo();
  const start = Math.max(0, first.videoTime! - 8);
  await screen.playButton.click(); // click 2
  await expect.poll(() => screen.isPaused()).toBe(false);
  const at = await screen.currentTime();
  expect(at).toBeGreaterThanOrEqual(start - 0.25);
  expect(at).toBeLessThan(first.videoTime! + 3);
});

test('without any match video the screen says where to add one', async ({ page }) => {
  await page.route('**/api/match-videos?**', (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }));
  const screen = new VideoAnalysisScreen(page);
  await screen.open();
  await expect(page.getByRole('heading', { name: 'No matches with video yet' })).toBeVisible();
  await expect(page.getByText(/Add a video to a match in Manage/)).toBeVisible();
  // A file on this device is the other way in (any match kept here; none yet in this fresh browser).
  await expect(page.getByRole('region', { name: 'Use a video file on this device' })).toBeVisible();
});

test('the screen at desktop and tablet size, with its help (screenshots attached)', async ({
  page,
  expectAccessible,
}, testInfo) => {
  const screen = new VideoAnalysisScreen(page);
  for (const [width, height] of [
    [1280, 800],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screen.open(teamGoalsQuery());
    await expect(screen.clips.nth(1)).toBeVisible();
    await screen.waitForVideo();
    await screen.press('l');
    await expect(screen.clips.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.waitForTimeout(300);
    const path = testInfo.outputPath(`video-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${width}×${height}`, { path, contentType: 'image/png' });
  }
  await expectAccessible();
  await screen.press('?');
  await expect(screen.help).toBeVisible();
  const path = testInfo.outputPath('video-help.png');
  await page.screenshot({ path });
  await testInfo.attach('help overlay', { path, contentType: 'image/png' });
});
