import type { Page } from '@playwright/test';
import { StatisticsScreen } from '../statistics/StatisticsScreen';
import { expect, test } from '../support/fixtures';
import { attachDemoVideo, type DemoVideoSetup } from './demoVideoSetup';
import { VideoAnalysisScreen } from './VideoAnalysisScreen';

test.describe.configure({ mode: 'serial' });
test.use({ role: 'analyst' });

let setup: DemoVideoSetup;

test.beforeAll(async () => {
  setup = await attachDemoVideo();
});

/** The event uuids a clip link lists, and the one it opens at. */
async function linkedEvents(page: Page, href: string | null) {
  const url = new URL(href ?? '', page.url());
  return { events: url.searchParams.get('events')?.split(',') ?? [], event: url.searchParams.get('event') };
}

test('from a shot on the shot map to its clip, and from a zone to exactly its shots', async ({
  page,
  expectAccessible,
}) => {
  const statistics = new StatisticsScreen(page);
  await statistics.open(`?matches=${setup.matchId}&tab=shots`);
  const shots = page.getByRole('region', { name: `Shots of ${setup.teamName}` });
  const goal = shots.getByRole('link', { name: /^Clip: .*Goal, Q\d$/ }).first();
  const { events, event } = await linkedEvents(page, await goal.getAttribute('href'));
  expect(events).toEqual([event]);
  // The map's picture keeps its description; its links pass axe.
  await expect(shots.getByRole('img', { name: new RegExp(`^Shot map of ${setup.teamName}`) })).toBeVisible();
  await expectAccessible();
  // By keyboard: a dot is a link reached by Tab and opened with Enter (a tap is the same link).
  await goal.focus();
  await page.keyboard.press('Enter'); // click 1

  const video = new VideoAnalysisScreen(page);
  await expect(video.heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`event=${event}`));
  await expect(video.clips).toHaveCount(1);
  await expect(video.clips.first()).toHaveAttribute('aria-current', 'true');
  await expect(video.clipTitle).toHaveText(/^Shot: Goal/);
  await video.waitForVideo();
  await video.playButton.click(); // click 2
  await expect.poll(() => video.isPaused()).toBe(false);

  await page.goBack();
  const zone = shots.getByRole('link', { name: /^Shots from .*: \d+\/\d+, play clips$/ }).first();
  const [, attempts] = /: \d+\/(\d+), play clips$/.exec((await zone.getAttribute('aria-label')) ?? '') ?? [];
  const zoneEvents = await linkedEvents(page, await zone.getAttribute('href'));
  expect(zoneEvents.events).toHaveLength(Number(attempts));
  await zone.focus();
  await page.keyboard.press('Enter');
  await expect(video.heading).toBeVisible();
  await expect(video.clips).toHaveCount(Number(attempts));
  await expect(video.clips.filter({ hasNotText: 'Shot:' })).toHaveCount(0);
  await expect(video.clips.first()).toHaveAttribute('aria-current', 'true');
});

test('from a possession outcome to the events of those possessions', async ({ page }) => {
  const statistics = new StatisticsScreen(page);
  await statistics.open(`?matches=${setup.matchId}&tab=possessions`);
  const caption = `Possessions of ${setup.teamName}`;
  const cell = await statistics.cell(caption, 'Goal', 'Attack');
  const link = cell.getByRole('link');
  await expect(link).toHaveAccessibleName(
    new RegExp(`^Possessions ending in Goal \\(Attack\\) of ${setup.teamName}: \\d+ \\(\\d+%\\), play clips$`),
  );
  const goals = Number(/^(\d+)/.exec(await link.innerText())?.[1]);
  const { events } = await linkedEvents(page, await link.getAttribute('href'));
  await link.click();

  const video = new VideoAnalysisScreen(page);
  await expect(video.heading).toBeVisible();
  await expect(video.clips).toHaveCount(events.length);
  // Each of those possessions ended in one goal of ours; their other tagged events play beside it.
  await expect(video.clips.filter({ hasText: 'Shot: Goal' })).toHaveCount(goals);
  await video.openFilters();
  await expect(page.getByTestId('active-filters')).toContainText(`Events from the statistics: ${events.length}`);
  await page.getByRole('checkbox', { name: `Events from the statistics: ${events.length}` }).click();
  await expect(page).not.toHaveURL(/events=/);
  await expect.poll(() => video.clips.count()).toBeGreaterThan(events.length);
});
