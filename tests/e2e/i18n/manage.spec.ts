import { LoginPage } from '../pages/LoginPage';
import { snackbar } from '../pages/Snackbar';
import { expect, test } from '../support/fixtures';
import { createHungarianAnalyst, HUNGARIAN_PASSWORD } from '../video/hungarianAnalyst';

const LEAGUE = `Magyar Kupa ${Date.now().toString(36).slice(-5).toUpperCase()}`;

test('a Hungarian data manager keeps leagues and opens a match, all in Hungarian', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await createHungarianAnalyst();
  const loginPage = new LoginPage(page);
  await loginPage.open();
  await loginPage.loginAs(login, HUNGARIAN_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Adatkezelés' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  const sections = page.getByRole('navigation', { name: 'Adatkezelés menüje' });
  await expect(page.getByRole('region', { name: 'Áttekintés' }).getByRole('link').first()).toContainText(/\d+ sor$/);

  await test.step('the list speaks Hungarian, and an empty form says what is required', async () => {
    await sections.getByRole('link', { name: 'Bajnokságok', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Bajnokságok \(\d+\)$/ })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Oldalak' });
    await expect(pager).toContainText(/\d+–\d+\. sor, összesen \d+/);
    await expect(pager.getByRole('combobox', { name: 'Oldalanként' })).toHaveValue('20');
    await page.getByRole('link', { name: 'Új bajnokság' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Új bajnokság' })).toBeVisible();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Kötelező').first()).toBeVisible();
  });

  await test.step('a league is saved and deleted with Hungarian confirmations', async () => {
    await page.getByLabel('Név', { exact: true }).fill(LEAGUE);
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('heading', { level: 2, name: LEAGUE, exact: true })).toBeVisible();
    await expect(snackbar(page, `„${LEAGUE}” bajnokság mentve`)).toBeVisible();
    await page.getByRole('button', { name: 'Törlés' }).click();
    const dialog = page.getByRole('dialog', { name: `„${LEAGUE}” bajnokság törlése?` });
    await expect(dialog).toContainText('Ez nem vonható vissza.');
    await dialog.getByRole('button', { name: 'Törlés' }).click();
    await expect(snackbar(page, `„${LEAGUE}” bajnokság törölve`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Bajnokságok/ })).toBeVisible();
  });

  await test.step("a match's detail shows its panels in Hungarian", async () => {
    await sections.getByRole('link', { name: 'Mérkőzések', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Mérkőzések/ })).toBeVisible();
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    for (const panel of ['Keretek', 'Videók', 'Külső azonosítók', 'Élő megosztás', 'Mérkőzésarchívum']) {
      await expect(page.getByRole('region', { name: panel, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Szerkesztés', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mérkőzés exportálása' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Videó hozzáadása' })).toBeVisible();
  });
});
