import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { snackbar } from '../pages/Snackbar';
import { ManageArea } from './ManageArea';

test.use({ role: 'admin' });

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

/** A roster as Excel saves it in Hungary, Germany or Italy: semicolons, CRLF, a BOM, a quoted separator. */
const SEMICOLON_ROSTER = Buffer.from(
  ['\uFEFFfirst name;last name;cap;goalkeeper', 'Ágnes;Kovács;1;x', '"Anna; Mária";Kiss;2;', 'Éva;Tóth;3;'].join(
    '\r\n',
  ) + '\r\n',
  'utf8',
);

async function newTeam(page: Page, name: string) {
  const manage = new ManageArea(page);
  await manage.open();
  await manage.openSection('Teams');
  await manage.startNew('team');
  await manage.field('Name').fill(name);
  await manage.save();
  await expect(manage.detailHeading(name)).toBeVisible();
}

async function importRosterFile(page: Page) {
  await page.getByRole('link', { name: 'Import players from CSV' }).click();
  await page.getByLabel('…or choose a file').setInputFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: SEMICOLON_ROSTER,
  });
  return page.getByRole('table', { name: 'Preview of the import' });
}

test('a semicolon roster saved by Excel imports, and importing it again updates the players', async ({ page }) => {
  const team = `Semicolons ${suffix}`;
  await newTeam(page, team);

  await test.step('the first import adds three players, each name in its own column', async () => {
    const preview = await importRosterFile(page);
    const rows = preview.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('Ágnes');
    await expect(rows.nth(1)).toContainText('Kovács');
    await expect(rows.nth(2)).toContainText('Anna; Mária');
    await expect(rows.nth(2)).toContainText('Kiss');
    await expect(preview.getByText('OK, new player')).toHaveCount(3);
    await expect(page.getByText('3 rows, all ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 players' }).click();
    await expect(snackbar(page, '3 players added, 0 updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Players (3)' })).toBeVisible();
  });

  await test.step('the same file again updates those players and adds none', async () => {
    const preview = await importRosterFile(page);
    await expect(preview.getByText('OK, updates the existing player')).toHaveCount(3);
    await expect(page.getByText('3 rows, all ready; 3 update players the team has.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 players' }).click();
    await expect(snackbar(page, '0 players added, 3 updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Players (3)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Kovács' })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: 'Tóth' })).toHaveCount(1);
  });
});

test('a player written twice in one roster file is an error on its line', async ({ page }) => {
  await newTeam(page, `Twice ${suffix}`);
  await page.getByRole('link', { name: 'Import players from CSV' }).click();
  await page.getByLabel(/^CSV: first name/).fill('first name;last name;cap\nAnna;Kiss;1\nMia;Nagy;2\nANNA;KISS;3');
  const preview = page.getByRole('table', { name: 'Preview of the import' });
  await expect(preview.getByRole('row').filter({ hasText: /ANNA/ })).toContainText('Same player as line 2');
  await expect(page.getByRole('button', { name: 'Import 3 players' })).toBeDisabled();
});

test('a play-by-play clock outside the quarter is shown with its line and value, and nothing can be saved', async ({
  page,
}) => {
  const manage = new ManageArea(page);
  const name = `Clock match ${suffix}`;
  await manage.open('/manage/match/new');
  await manage.field('Name').fill(name);
  for (const [index, label] of ['Team 1', 'Team 2'].entries()) {
    await page.getByRole('combobox', { name: label, exact: true }).fill('a');
    await page.getByRole('listbox').getByRole('option').nth(index).click();
  }
  await manage.save();
  await expect(manage.detailHeading(name)).toBeVisible();

  const panel = page.getByRole('region', { name: 'Play-by-play (event tips)' });
  await panel.getByRole('button', { name: 'Import play-by-play' }).click();
  await panel
    .getByLabel(/^Paste a play-by-play/)
    .fill(
      [
        'quarter,clock,team,cap,player,action,detail',
        '1,8:00,BRA,2,CRUZ A,SPRINT_WON,Sprint won possession',
        '1,25:99,KAZ,6,SHMIDER A,TURNOVER,Turnover foul',
        '2,9:00,BRA,5,ROCHA B,GOAL,Centre shot - Goal',
      ].join('\n'),
    );
  const errors = panel.getByRole('list', { name: 'Lines to correct' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'Line 3: clock "25:99" is not a time (minutes:seconds, seconds up to 59)',
    /^Line 4: clock "9:00" is longer than the quarter \(\d:00\)$/,
  ]);
  await expect(panel.getByRole('table', { name: 'Preview of the tips' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Save \d+ tips$/ })).toBeDisabled();
});
