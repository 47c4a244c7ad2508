import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

/** Full-page screenshots for a look by eye (test-results/manage-screens), and an axe check of each screen. */
async function capture(page: Page, name: string, expectAccessible: (page?: Page) => Promise<void>) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/manage-screens/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await expectAccessible(page);
}

test('the manage and admin screens look right and pass axe', async ({ page, expectAccessible }) => {
  test.setTimeout(90_000);
  await page.goto('/manage');
  await expect(page.getByRole('link', { name: /Matches \d+ rows/ })).toBeVisible();
  await capture(page, 'manage-overview', expectAccessible);

  await page.goto('/manage/player?sort=lastName,asc');
  await expect(page.getByRole('heading', { level: 2, name: /^Players \(\d+\)/ })).toBeVisible();
  await capture(page, 'player-list', expectAccessible);

  // A demo match that was played, so its rosters are full.
  await page.goto('/manage/match?status.equals=ENDED&sort=name,asc');
  await page.getByRole('table', { name: 'Matches' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Rosters' })).toBeVisible();
  await expect(page.getByRole('spinbutton').first()).toBeVisible();
  await capture(page, 'match-detail', expectAccessible);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Edit match/ })).toBeVisible();
  await capture(page, 'match-form', expectAccessible);

  await page.goto('/manage/team?sort=name,asc');
  await page.getByRole('table', { name: 'Teams' }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Import players from CSV' }).click();
  await page
    .getByLabel('CSV: first name, last name, cap, goalkeeper')
    .fill('first name,last name,cap,goalkeeper\nAnna,Kiss,1,yes\n,Nagy,2,\nEva,Toth,2,');
  await capture(page, 'player-import', expectAccessible);

  await page.goto('/admin/user');
  await expect(page.getByRole('heading', { level: 2, name: /^Users \(\d+\)/ })).toBeVisible();
  await capture(page, 'admin-users', expectAccessible);

  await page.getByRole('link', { name: 'user', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Access' })).toBeVisible();
  await capture(page, 'admin-user-detail', expectAccessible);

  await page.goto('/admin/mail-outbox');
  await expect(page.getByRole('heading', { level: 2, name: /^Mail outbox/ })).toBeVisible();
  await capture(page, 'admin-mail-outbox', expectAccessible);
});
