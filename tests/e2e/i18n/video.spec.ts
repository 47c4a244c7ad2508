import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { attachDemoVideo, type DemoVideoSetup } from '../video/demoVideoSetup';
import { signInAsHungarianAnalyst } from '../video/hungarianAnalyst';

let setup: DemoVideoSetup;

test.beforeAll(async () => {
  setup = await attachDemoVideo();
});

test('a Hungarian analyst reviews man-up goals with Hungarian filters, clips, controls and CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsHungarianAnalyst(page);

  await page.goto(
    `/video-analysis?matches=${setup.matchId}&team=${setup.teamId}&player=${setup.player}&type=SHOOT&outcome=GOAL&manUp=1`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Videóelemzés' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  const filter = (label: string) => page.getByLabel(label, { exact: true });
  await expect(filter('Csapat')).toHaveValue(String(setup.teamId));
  await expect(filter('Játékos')).toHaveValue(String(setup.player));
  await expect(filter('Eseménytípus')).toHaveValue('SHOOT');
  await expect(filter('Eseménytípus').locator('option:checked')).toHaveText('Lövés');
  await expect(filter('Kimenetel').locator('option:checked')).toHaveText('Gól');
  await expect(filter('Emberelőny / emberhátrány').locator('option:checked')).toHaveText('Emberelőny');
  await expect(filter('Negyed').locator('option:checked')).toHaveText('Minden negyed');

  const clips = page.getByRole('list', { name: 'Lejátszási lista' }).getByRole('button');
  await expect(clips).toHaveCount(setup.manUpGoals.length);
  for (const index of setup.manUpGoals.keys()) {
    await expect(clips.nth(index)).toContainText('Lövés: Gól');
    await expect(clips.nth(index)).toContainText('emberelőny');
    await expect(clips.nth(index)).toContainText(/negyed \d+:\d\d · videó \d+:\d\d/);
  }
  await expect(page.getByTestId('clip-title')).toHaveText(/^Lövés: Gól \(.*emberelőny\)$/);
  await expect(page.getByRole('region', { name: 'Aktuális klip' })).toContainText('Eredmény');
  const controls = page.getByRole('toolbar', { name: 'Lejátszó vezérlői' });
  await expect(controls.getByRole('button', { name: 'Lejátszás (szóköz)' })).toBeVisible();

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Billentyűparancsok' });
  await expect(help.getByRole('rowheader', { name: 'Szóköz vagy K' })).toBeVisible();
  await expect(help).toContainText('Lejátszás vagy szünet');
  await page.keyboard.press('?');
  await expect(help).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exportálása' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toBe('Mérkőzés,Csapat,Negyed,Idő,Videóidő,Esemény,Játékos,Klip kezdete,Klip vége');
  expect(rows).toHaveLength(setup.manUpGoals.length);
  expect(rows[0]).toMatch(/negyed,.*"Lövés: Gól \(.*emberelőny\)"/);
});
