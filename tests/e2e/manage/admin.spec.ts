import { expect, test } from '../support/fixtures';
import { snackbar } from '../pages/Snackbar';
import { ManageArea } from './ManageArea';

test.use({ role: 'admin' });

test('an admin creates a user, reads the mail with the password link, and manages access', async ({ page }) => {
  const login = `coach-${Date.now().toString(36)}`;
  const admin = new ManageArea(page, 'Administration');
  await admin.open('/admin');
  await admin.openSection('Users');
  await admin.startNew('user');
  await admin.field('Login').fill(login);
  await admin.field('Email').fill(`${login}@poolside.test`);
  await admin.field('Last name').fill('Coach');
  await page.getByLabel(/^Analyst/).check();
  await page.getByLabel(/^User \(/).uncheck();
  await admin.save();
  await expect(admin.detailHeading(login)).toBeVisible();
  await expect(page.getByText('ANALYST', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Organization' })).toContainText('belongs to Demo Polo Club');

  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${login} is deactivated and cannot sign in.`)).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText(`${login} may sign in.`)).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(snackbar(page, `Reset link sent to ${login}@poolside.test`)).toBeVisible();

  await admin.openSection('Mail outbox');
  await page.getByRole('searchbox', { name: 'To' }).fill(login);
  await expect(page.getByRole('heading', { level: 2, name: 'Mail outbox (2)' })).toBeVisible();
  await page.getByRole('link', { name: 'Your Poolside account' }).click();
  await expect(page.getByRole('link', { name: /reset-password\/finish\?key=/ })).toBeVisible();
});
