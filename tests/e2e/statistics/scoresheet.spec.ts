import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { pdfText } from '../../component/scoresheet/pdfText';
import { expect, test } from '../support/fixtures';
import { createRealMatch, type RealMatchSetup } from './createRealMatch';
import { StatisticsScreen } from './StatisticsScreen';

test.use({ role: 'analyst' });

let setup: RealMatchSetup;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  setup = await createRealMatch();
});

async function textOf(download: Download): Promise<string> {
  return pdfText(new Uint8Array(readFileSync(await download.path())))
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?– ?/g, ' – ');
}

test('an analyst downloads the scoresheet of USA–ESP 2017 as a PDF, online and then offline', async ({
  page,
  context,
}) => {
  const screen = new StatisticsScreen(page);
  await screen.open(`?matches=${setup.matchId}`);
  await expect(screen.score).toHaveText('12 – 8');
  const button = page.getByRole('button', { name: 'Download scoresheet (PDF)' });

  const [online] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(online.suggestedFilename()).toBe('2017-07-18-USA-ESP.pdf');
  const text = await textOf(online);
  expect(text).toContain('USA 12 – 8 ESP');
  expect(text).toMatch(/USA 6 1 2 3 12 /);
  expect(text).toMatch(/ESP 1 2 2 3 8 /);

  // The PDF library is loaded by now and the match is on the device: no server is needed for the next one.
  await context.setOffline(true);
  const [offline] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(await textOf(offline)).toContain('USA 12 – 8 ESP');
  await context.setOffline(false);
});

test.describe('in the manage area', () => {
  test.use({ role: 'user' });

  test('a data manager downloads the scoresheet of the ended match from its detail view', async ({ page }) => {
    await page.goto(`/manage/match/${setup.matchId}`);
    const panel = page.getByRole('region', { name: 'Scoresheet' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('2017-07-18-USA-ESP.pdf');
    expect(await textOf(download)).toContain('USA 12 – 8 ESP');
  });
});
