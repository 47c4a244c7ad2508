import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { createRealMatch, type RealMatchSetup } from './createRealMatch';
import { StatisticsScreen } from './StatisticsScreen';

// One real match is set up once for the file; its tests share it and run in order.
test.describe.configure({ mode: 'serial' });
test.use({ role: 'analyst' });

let setup: RealMatchSetup;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  setup = await createRealMatch();
});

test('an analyst sees the published box score of USA–ESP 2017', async ({ page }) => {
  const screen = new StatisticsScreen(page);
  await screen.open(`?matches=${setup.matchId}`);
  await expect(screen.score).toHaveText('12 – 8');
  await expect(screen.quarterScores).toHaveText('(6-1, 1-2, 2-2, 3-3)');
  await expect(await screen.cell('Goals per quarter', 'USA', 'Total')).toHaveText('12');
  await expect(await screen.cell('Shooting: goals/attempts by situation', 'Penalty', 'USA')).toHaveText(/^1\//);

  await screen.openTab('Man-up / man-down');
  await expect(await screen.cell('Man-up and man-down', 'Extra-man (official)', 'USA')).toHaveText('3/7');
  // The report prints 5/12; the official sheet labels two of its goals "Extra player shot", the other three "Action
  // shot": at even strength (realMatches.test.ts).
  await expect(await screen.cell('Man-up and man-down', 'Extra-man (official)', 'ESP')).toHaveText('2/12');

  await screen.openTab('Players');
  // Musselman (cap 2) and K. Neushul (cap 8) scored 3 each, A. Espar (cap 3) 3 for Spain.
  await expect(await screen.cell('Players of USA', 'MusM', 'Goals/shots')).toHaveText(/^3\//);
  await expect(await screen.cell('Players of USA', 'NeuK', 'Goals/shots')).toHaveText(/^3\//);
  await expect(await screen.cell('Players of ESP', 'EspA', 'Goals/shots')).toHaveText(/^3\//);
});

test('filters and the tab live in the URL, and a reload keeps the view', async ({ page }) => {
  const screen = new StatisticsScreen(page);
  await screen.open(`?matches=${setup.matchId}`);
  await expect(screen.score).toHaveText('12 – 8');
  await screen.choose('Team', 'USA');
  await screen.choose('Quarter', 'Q1');
  await screen.openTab('Players');
  await expect(page).toHaveURL(new RegExp(`matches=${setup.matchId}&team=${setup.teamIds.USA}&quarter=1&tab=players`));
  await expect(await screen.cell('Players of USA', 'MusM', 'Goals/shots')).toBeVisible();
  await expect(screen.table('Players of ESP')).toHaveCount(0);

  await page.reload();
  await expect(screen.tab('Players')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.filter('Team')).toHaveValue(String(setup.teamIds.USA));
  await expect(screen.filter('Quarter')).toHaveValue('1');
  await screen.openTab('Box score');
  await expect(await screen.cell('Goals per quarter', 'USA', 'Total')).toHaveText('6');
});

test("choosing a quarter shows that quarter's figures, with a team too, and back to the whole match", async ({
  page,
}) => {
  const screen = new StatisticsScreen(page);
  await screen.open(`?matches=${setup.matchId}`);
  await expect(screen.score).toHaveText('12 – 8');
  await screen.choose('Quarter', 'Q4');
  await expect(screen.score).toHaveText('3 – 3');
  await expect(await screen.cell('Goals per quarter', 'USA', 'Total')).toHaveText('3');
  await expect(await screen.cell('Goals per quarter', 'ESP', 'Total')).toHaveText('3');
  // Merged from the match's stored slice of that quarter, not computed from its events.
  await expect(screen.figures).toHaveAttribute('data-source', 'quarter slices');
  await screen.choose('Quarter', 'Q1');
  await expect(screen.score).toHaveText('6 – 1');
  await screen.choose('Team', 'ESP');
  await screen.choose('Quarter', 'Q2');
  await expect(await screen.cell('Goals per quarter', 'ESP', 'Total')).toHaveText('2');
  await expect(screen.table('Goals per quarter').getByRole('rowheader', { name: 'USA', exact: true })).toHaveCount(0);
  await screen.choose('Team', 'Both / all teams');
  await screen.choose('Quarter', 'All quarters');
  await expect(screen.score).toHaveText('12 – 8');
});

test('the box score exports as CSV and reads back', async ({ page }) => {
  const screen = new StatisticsScreen(page);
  await screen.open(`?matches=${setup.matchId}`);
  await expect(screen.score).toHaveText('12 – 8');
  const download = await screen.exportCsv('Goals per quarter');
  expect(download.suggestedFilename()).toMatch(/^poolside_goals-by-quarter_usa-esp-[a-z0-9]+_2017-07-18\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')).toEqual(['Team,Q1,Q2,Q3,Q4,Total', 'USA,6,1,2,3,12', 'ESP,1,2,2,3,8', '']);
});

test('every tab renders at desktop and tablet size (screenshots attached)', async ({ page }, testInfo) => {
  const screen = new StatisticsScreen(page);
  for (const [width, height] of [
    [1280, 800],
    [768, 1024],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screen.open(`?matches=${setup.matchId}`);
    await expect(screen.score).toHaveText('12 – 8');
    for (const tab of ['Box score', 'Players', 'Shots', 'Man-up / man-down', 'Possessions', 'Lineups', 'Goalkeeper']) {
      await screen.openTab(tab);
      await expect(screen.tab(tab)).toHaveAttribute('aria-selected', 'true');
      const path = testInfo.outputPath(`${width}-${tab.replace(/\W+/g, '-').toLowerCase()}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`${width}×${height} ${tab}`, { path, contentType: 'image/png' });
    }
  }
  await page.emulateMedia({ media: 'print' });
  const path = testInfo.outputPath('print.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('print', { path, contentType: 'image/png' });
});
