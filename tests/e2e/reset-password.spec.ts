import { expect, test } from './support/fixtures';
import { createUser } from './support/createUser';
import { resetKeyFromMail } from './support/resetKey';
import { LoginPage } from './pages/LoginPage';
import { ResetFinishPage, ResetRequestPage } from './pages/ResetPages';
import { snackbar } from './pages/Snackbar';

test('the reset request checks the e-mail address and Cancel goes back to login', async ({ page }) => {
  const reset = new ResetRequestPage(page);
  await reset.open();
  await reset.email.fill('x');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await reset.email.fill('');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await reset.cancelButton.click();
  await expect(page).toHaveURL('/login');
});

test('a reset request confirms with a snackbar and clears the form', async ({ page }) => {
  const reset = new ResetRequestPage(page);
  await reset.open();
  const sent = page.waitForRequest('**/api/account/reset-password/init');
  await reset.request('nobody@poolside.test');
  expect((await sent).postData()).toBe('nobody@poolside.test');
  await expect(snackbar(page, 'Reset started, please check your emails')).toBeVisible();
  await expect(reset.email).toHaveValue('');
});

test('the finish screen without a key says so and cannot be submitted', async ({ page }) => {
  const finish = new ResetFinishPage(page);
  await finish.open();
  await expect(page.getByText('Reset key is missing')).toBeVisible();
  await expect(finish.submitButton).toBeDisabled();
});

test('the finish screen checks lengths and a mismatch sends nothing', async ({ page }) => {
  const finish = new ResetFinishPage(page);
  let sent = 0;
  await page.route('**/api/account/reset-password/finish', (route) => {
    sent++;
    return route.fallback();
  });
  await finish.open('somekey');
  await finish.newPassword.fill('abc');
  await finish.confirmPassword.fill('abc');
  await expect(page.getByText('Password must be at least 4 characters')).toBeVisible();
  await expect(page.getByText('Password confirmation must be at least 4 characters')).toBeVisible();
  await finish.newPassword.fill('a'.repeat(51));
  await finish.confirmPassword.fill('a'.repeat(51));
  await expect(page.getByText('Password must be maximum 50 characters')).toBeVisible();
  await expect(page.getByText('Password confirmation must be maximum 50 characters')).toBeVisible();
  await finish.choose('secret-one', 'secret-two');
  await expect(page.getByText('Password and its confirmation do not match!')).toBeVisible();
  expect(sent).toBe(0);
});

test('an unknown or used key reports that the reset failed', async ({ page }) => {
  const finish = new ResetFinishPage(page);
  await finish.open('AAAAAAAAAAAAAAAAAAAA');
  await finish.choose('new-secret');
  await expect(snackbar(page, 'Reset failed! Password request valid only for 24 hours')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\/finish/);
});

test('a user resets a forgotten password from the e-mailed link and logs in with it', async ({ page }) => {
  const { login, email } = await createUser('reset');
  const welcomeKey = await resetKeyFromMail(email);

  const request = new ResetRequestPage(page);
  await request.open();
  await request.request(email);
  await expect(snackbar(page, 'Reset started, please check your emails')).toBeVisible();
  const key = await resetKeyFromMail(email, welcomeKey);

  const finish = new ResetFinishPage(page);
  await finish.open(key);
  await finish.choose('poolside-42');
  await expect(snackbar(page, 'Reset successful')).toBeVisible();
  await expect(page).toHaveURL('/login');

  const loginPage = new LoginPage(page);
  await loginPage.loginAs(login, 'poolside-42');
  await expect(page).toHaveURL('/');

  // The key was single-use.
  await finish.open(key);
  await finish.choose('poolside-43');
  await expect(snackbar(page, 'Reset failed! Password request valid only for 24 hours')).toBeVisible();
});
