import { expect, test } from './support/fixtures';
import { HomePage } from './pages/HomePage';

const LOGIN_ONLY = [
  '/',
  '/account',
  '/settings',
  '/password',
  '/statistics',
  '/video-analysis',
  '/12/substitutions',
  '/12/events',
  '/12/events/5',
  '/12/possessions/7',
];
const MANAGE = ['/manage', '/manage/team'];
const ADMIN = ['/admin', '/admin/user'];

test.describe('signed out', () => {
  test('every login-only and role route redirects to /home', async ({ page }) => {
    for (const path of [...LOGIN_ONLY, ...MANAGE, ...ADMIN]) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL('/home');
    }
  });

  test('the public routes open', async ({ page }) => {
    for (const [path, heading] of [
      ['/home', 'Welcome to Poolside'],
      ['/login', 'Login'],
      ['/reset-password', 'Reset your password'],
      ['/reset-password/finish?key=abc', 'Reset password'],
      ['/contact', 'Contact'],
      ['/blog', 'Blog'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('an analyst (no admin-or-user role)', () => {
  test.use({ role: 'analyst' });

  test('opens the login-only screens but is sent to / from manage and admin', async ({ page }) => {
    for (const path of LOGIN_ONLY.filter((p) => p !== '/')) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(new URL(page.url()).pathname, `${path} stays open`).toBe(path);
    }
    for (const path of [...MANAGE, ...ADMIN]) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL('/');
    }
  });

  test('sees Statistics and Video analyzer but neither Start new match nor Admin', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.card('Statistics')).toBeVisible();
    await expect(home.card('Video analyzer')).toBeVisible();
    await expect(home.card('Start new match')).toHaveCount(0);
    await expect(home.card('Admin')).toHaveCount(0);
    await expect(home.ongoingMatches).toBeVisible();
  });
});

test.describe('a user (admin-or-user role)', () => {
  test.use({ role: 'user' });

  test('opens manage but is sent to / from admin', async ({ page }) => {
    for (const path of MANAGE) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
    }
    for (const path of ADMIN) {
      await page.goto(path);
      await expect(page, `${path} redirects`).toHaveURL('/');
    }
  });

  test('sees all four feature cards, which lead to their screens', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    for (const title of ['Start new match', 'Statistics', 'Video analyzer', 'Admin'] as const)
      await expect(home.card(title)).toBeVisible();
    await page.getByRole('button', { name: 'Open statistics' }).click();
    // Both screens may add their default filters to the query string (replacing the history entry).
    await expect(page).toHaveURL(/\/statistics(\?.*)?$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Open video analyzer' }).click();
    await expect(page).toHaveURL(/\/video-analysis(\?.*)?$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Manage data' }).click();
    await expect(page).toHaveURL('/manage');
  });
});

test.describe('an admin', () => {
  test.use({ role: 'admin' });

  test('opens manage and admin areas', async ({ page }) => {
    await page.goto('/manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage' })).toBeVisible();
    await page.goto('/admin/organization');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  });
});
