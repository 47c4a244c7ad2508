import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ResetFinishPage } from '../pages/ResetPages';
import { snackbar } from '../pages/Snackbar';
import { createUser } from '../support/createUser';
import { expect, test } from '../support/fixtures';
import { resetKeyFromMail } from '../support/resetKey';

/** A fresh admin of the demo organisation whose account speaks Hungarian (the shared demo admin stays English). */
function createHungarianAdmin(): Promise<{ login: string; email: string }> {
  return createUser('hu-admin', { langKey: 'hu', authorities: ['ROLE_ADMIN', 'ROLE_USER'], lastName: 'Szabó' });
}

async function signInAs(page: Page, login: string, email: string) {
  const finish = new ResetFinishPage(page);
  await finish.open(await resetKeyFromMail(email));
  await finish.choose('first-pass');
  await expect(page).toHaveURL('/login');
  await new LoginPage(page).loginAs(login, 'first-pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Funkciók' })).toBeVisible();
}

test('a Hungarian admin adds a user, manages their access and finds the mail, all in Hungarian', async ({ page }) => {
  const { login: admin, email: adminEmail } = await createHungarianAdmin();
  await signInAs(page, admin, adminEmail);
  const coach = `edzo-${Date.now().toString(36)}`;

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Adminisztráció' })).toBeVisible();
  const sections = page.getByRole('main').getByRole('navigation').first();
  for (const section of ['Felhasználók', 'Szervezetek', 'Tagságok', 'Kimenő levelek']) {
    await expect(sections.getByRole('link', { name: section, exact: true })).toBeVisible();
  }
  await sections.getByRole('link', { name: 'Felhasználók', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Felhasználók/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Jogosultságok' })).toBeVisible();

  await page.getByRole('link', { name: 'Új felhasználó' }).click();
  await page.getByLabel('Felhasználónév', { exact: true }).fill(coach);
  await page.getByLabel('E-mail-cím', { exact: true }).fill(`${coach}@poolside.test`);
  await page.getByLabel('Vezetéknév', { exact: true }).fill('Edző');
  await page.getByLabel('Elemző (statisztikát és videót néz)').check();
  await page.getByLabel('Felhasználó (mérkőzéseket rögzít, adatokat kezel)').uncheck();
  await page.getByRole('button', { name: 'Mentés' }).click();

  await expect(page.getByRole('heading', { level: 2, name: coach, exact: true })).toBeVisible();
  await expect(page.getByText('Elemző', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Szervezet' })).toContainText(
    `${coach} a(z) Demo Polo Club tagja, és látja a bajnokságait, csapatait, mérkőzéseit és statisztikáit.`,
  );
  await page.getByRole('button', { name: 'Letiltás' }).click();
  await expect(page.getByText(`${coach} le van tiltva, nem tud bejelentkezni.`)).toBeVisible();
  await page.getByRole('button', { name: 'Aktiválás' }).click();
  await expect(page.getByText(`${coach} bejelentkezhet.`)).toBeVisible();
  await page.getByRole('button', { name: 'Jelszó-visszaállító link küldése' }).click();
  await expect(snackbar(page, `Jelszó-visszaállító link elküldve: ${coach}@poolside.test`)).toBeVisible();

  await sections.getByRole('link', { name: 'Kimenő levelek', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Címzett' }).fill(coach);
  await expect(page.getByRole('heading', { level: 2, name: 'Kimenő levelek (2)' })).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('link').click();
  await expect(page.getByText('Címzett', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /reset-password\/finish\?key=/ })).toBeVisible();
});
