import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { snackbar } from '../pages/Snackbar';
import { ManageArea } from './ManageArea';

test.use({ role: 'user' });

const PLAY_BY_PLAY = [
  'quarter,clock,team,cap,player,action,detail',
  '1,8:00,BRA,2,CRUZ A,SPRINT_WON,Sprint won possession',
  '1,7:31,KAZ,6,SHMIDER A,TURNOVER,Turnover foul',
  '1,7:02,BRA,5,ROCHA B,GOAL,Centre shot - Goal',
].join('\n');

/** Opens the detail of a new match between two demo teams, so the tools start from an empty match. */
async function openNewMatch(page: Page, name: string) {
  const manage = new ManageArea(page);
  await manage.open('/manage/match/new');
  await manage.field('Name').fill(name);
  for (const label of ['Team 1', 'Team 2']) {
    const input = page.getByRole('combobox', { name: label, exact: true });
    await input.fill('a');
    await page
      .getByRole('listbox')
      .getByRole('option')
      .nth(label === 'Team 1' ? 0 : 1)
      .click();
  }
  await manage.save();
  await expect(manage.detailHeading(name)).toBeVisible();
}

/** 2 MB that start as an MP4 does (an ISO-BMFF `ftyp` box): the server checks a video by its first bytes. */
const MP4_FILE = Buffer.concat([
  Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]),
  Buffer.alloc(2_000_000 - 24, 1),
]);

test('a match video is uploaded from a file with a progress bar and can be removed again', async ({ page }) => {
  await openNewMatch(page, `Upload match ${Date.now().toString(36)}`);
  const videos = page.getByRole('region', { name: 'Videos' });
  await videos.getByRole('button', { name: 'Add video' }).click();
  await videos.getByLabel('Quarter').selectOption({ label: 'Q2' });
  await videos.getByLabel('Upload a file').check();
  await videos
    .getByLabel('Video file (MP4, WebM, MOV, MKV)')
    .setInputFiles({ name: 'q2.mp4', mimeType: 'video/mp4', buffer: MP4_FILE });
  await videos.getByRole('button', { name: 'Upload video' }).click();
  await expect(snackbar(page, 'Video added')).toBeVisible();
  const row = videos.getByRole('row').filter({ hasText: 'Uploaded file' });
  await expect(row).toContainText('Q2');
  // From the match page to the alignment of its video with the log, on the video analysis screen.
  await expect(row.getByRole('link', { name: 'Sync with the log: Q2' })).toHaveAttribute(
    'href',
    /^\/video-analysis\?matches=\d+$/,
  );
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete the video of q2?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(videos.getByRole('row').filter({ hasText: 'Uploaded file' })).toHaveCount(0);
});

test('a file that only has a video name is refused with the reason', async ({ page }) => {
  await openNewMatch(page, `Not a video ${Date.now().toString(36)}`);
  const videos = page.getByRole('region', { name: 'Videos' });
  await videos.getByRole('button', { name: 'Add video' }).click();
  await videos.getByLabel('Upload a file').check();
  await videos
    .getByLabel('Video file (MP4, WebM, MOV, MKV)')
    .setInputFiles({ name: 'match.mp4', mimeType: 'video/mp4', buffer: Buffer.from('hello world\n') });
  await videos.getByRole('button', { name: 'Upload video' }).click();
  await expect(videos).toContainText('The file is not a video (MP4, QuickTime, WebM, Matroska or Ogg)');
  await expect(videos.getByRole('row').filter({ hasText: 'Uploaded file' })).toHaveCount(0);
});

test('an official play-by-play CSV becomes the event tips after a preview', async ({ page }) => {
  await openNewMatch(page, `Tips match ${Date.now().toString(36)}`);
  const panel = page.getByRole('region', { name: 'Play-by-play (event tips)' });
  await expect(panel).toContainText('0 tips, none yet.');
  await panel.getByRole('button', { name: 'Import play-by-play' }).click();
  await panel.getByLabel(/^Paste a play-by-play/).fill(PLAY_BY_PLAY);
  const [team1Code, team2Code] = [
    panel.getByLabel(/^Printed team of/).first(),
    panel.getByLabel(/^Printed team of/).last(),
  ];
  await team1Code.selectOption('KAZ');
  await team2Code.selectOption('BRA');
  const preview = panel.getByRole('table', { name: 'Preview of the tips' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByRole('row').nth(3)).toContainText('GC');
  await panel.getByRole('button', { name: 'Save 3 tips' }).click();
  await expect(panel).toContainText('3 tips, imported here.');
});
