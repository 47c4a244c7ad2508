import { LoginPage } from './pages/LoginPage';
import { createDemoClubScorer } from './shared-device/clubUsers';
import { expect, test } from './support/fixtures';
import { DEMO_USERS } from './support/roles';

const WARNING = 'Your password is the default one. Change it now.';

test('the admin still on the demo password is told at login to change it, and led to the password screen', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.loginAs(DEMO_USERS.admin.username, DEMO_USERS.admin.password);
  await expect(page).toHaveURL('/');

  const banner = page.getByRole('alert').filter({ hasText: WARNING });
  await expect(banner).toBeVisible();
  // Above the page, not over it: the first feature card stays where a tap reaches it.
  await expect(page.getByRole('button', { name: 'Start new match' })).toBeInViewport();
  await banner.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();
});

test('a user who chose their own password sees no such warning', async ({ page }) => {
  const user = await createDemoClubScorer('own-password');
  const login = new LoginPage(page);
  await login.open();
  await login.loginAs(user.login, user.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);
});
