import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ResetFinishPage } from '../pages/ResetPages';
import { snackbar } from '../pages/Snackbar';
import { createUser } from '../support/createUser';
import { expect, test } from '../support/fixtures';
import { resetKeyFromMail } from '../support/resetKey';

/** Settings' language select and its save button, whichever language the page speaks. */
async function saveLanguage(page: Page, language: 'English' | 'Magyar') {
  await page.goto('/settings');
  await page.getByRole('combobox').selectOption({ label: language });
  await page.getByRole('button', { name: /^(Save|Mentés)$/ }).click();
}

test('a user switches Settings to Magyar, keeps it after a reload and on another device, then back to English', async ({
  page,
  browser,
}) => {
  const { login, email } = await createUser('lang');
  const finish = new ResetFinishPage(page);
  await finish.open(await resetKeyFromMail(email));
  await finish.choose('first-pass');
  await expect(page).toHaveURL('/login');
  await new LoginPage(page).loginAs(login, 'first-pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await saveLanguage(page, 'Magyar');
  await expect(snackbar(page, 'Adatok elmentve')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Funkciók' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Funkciók' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Folyamatban lévő mérkőzések' })).toBeVisible();

  // The language is the account's: signing in on a fresh English browser brings it along.
  const other = await browser.newContext({ locale: 'en-GB' });
  try {
    const otherPage = await other.newPage();
    const otherLogin = new LoginPage(otherPage);
    await otherLogin.open();
    await otherLogin.loginAs(login, 'first-pass');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Funkciók' })).toBeVisible();
  } finally {
    await other.close();
  }

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Beállítások' })).toBeVisible();
  await expect(page.getByLabel('Nyelv')).toHaveValue('hu');
  await saveLanguage(page, 'English');
  await expect(snackbar(page, 'Data saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
