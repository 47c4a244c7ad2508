import { expect, test } from '../support/fixtures';

test.use({ locale: 'hu-HU' });

test('a browser set to Hungarian, signed out, gets the landing and login pages in Hungarian', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/home');
  await expect(main.getByRole('heading', { level: 1, name: 'Üdvözöl a Poolside' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Videóelemzés' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  await main.getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(page).toHaveURL('/login');
  await expect(main.getByRole('heading', { level: 1, name: 'Bejelentkezés' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Elfelejtetted a jelszavad?' })).toBeVisible();
  await main.getByLabel('Felhasználónév').fill('admin');
  await main.getByLabel('Jelszó', { exact: true }).fill('not-the-password');
  await main.getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(main.getByText('Hibás felhasználónév vagy jelszó')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
