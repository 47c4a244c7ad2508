import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ role: 'admin' });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

/** Full-page screenshots for a look by eye (test-results/manage-screens), and an axe check of the screen. */
async function capture(page: Page, name: string, expectAccessible: (page?: Page) => Promise<void>) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/manage-screens/${name}-${viewport.name}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await expectAccessible(page);
}

/** Each screen on its own: its time and its failure are its own, and the two workers share them out. */
test.describe('the manage and admin screens look right and pass axe', () => {
  test('the manage overview', async ({ page, expectAccessible }) => {
    await page.goto('/manage');
    await expect(page.getByRole('link', { name: /Matches \d+ rows/ })).toBeVisible();
    await capture(page, 'manage-overview', expectAccessible);
  });

  test('the player list', async ({ page, expectAccessible }) => {
    await page.goto('/manage/player?sort=lastName,asc');
    await expect(page.getByRole('heading', { level: 2, name: /^Players \(\d+\)/ })).toBeVisible();
    await capture(page, 'player-list', expectAccessible);
  });

  test('a played match and its form', async ({ page, expectAccessible }) => {
    // A demo match that was played, so its rosters are full.
    await page.goto('/manage/match?status.equals=ENDED&sort=name,asc');
    await page.getByRole('table', { name: 'Matches' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Rosters' })).toBeVisible();
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await capture(page, 'match-detail', expectAccessible);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Edit match/ })).toBeVisible();
    await capture(page, 'match-form', expectAccessible);
  });

  test('the player import', async ({ page, expectAccessible }) => {
    await page.goto('/manage/team?sort=name,asc');
    await page.getByRole('table', { name: 'Teams' }).getByRole('link').first().click();
    await page.getByRole('link', { name: 'Import players from CSV' }).click();
    await page
      .getByLabel('CSV: first name, last name, cap, goalkeeper')
      .fill('first name,last name,cap,goalkeeper\nAnna,Kiss,1,yes\n,Nagy,2,\nEva,Toth,2,');
    await capture(page, 'player-import', expectAccessible);
  });

  test('the users and a user', async ({ page, expectAccessible }) => {
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { level: 2, name: /^Users \(\d+\)/ })).toBeVisible();
    await capture(page, 'admin-users', expectAccessible);

    await page.getByRole('link', { name: 'user', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Access' })).toBeVisible();
    await capture(page, 'admin-user-detail', expectAccessible);
  });

  test('the mail outbox', async ({ page, expectAccessible }) => {
    await page.goto('/admin/mail-outbox');
    await expect(page.getByRole('heading', { level: 2, name: /^Mail outbox/ })).toBeVisible();
    await capture(page, 'admin-mail-outbox', expectAccessible);
  });
});
