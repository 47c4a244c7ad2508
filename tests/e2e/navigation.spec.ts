import { expect, test } from './support/fixtures';
import { HomePage } from './pages/HomePage';
import { NavBar } from './pages/NavBar';

/** The Account screen is its own chunk, fetched when the screen is first opened. */
const ACCOUNT_CHUNK = /\/assets\/AccountPage-[\w-]+\.js$/;

test.describe('a visitor who is not signed in', () => {
  test('sees Blog and Contact in the bar, and the logo leads to /home', async ({ page }) => {
    const nav = new NavBar(page);
    await page.goto('/contact');
    await expect(nav.link('Blog')).toBeVisible();
    await expect(nav.link('Contact')).toBeVisible();
    await expect(nav.link('Features')).toHaveCount(0);
    await expect(nav.logoutButton).toHaveCount(0);
    await nav.logo.click();
    await expect(page).toHaveURL('/home');
  });

  test('sees the footer with the current year and a main area below the fixed bar', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Poolside. All rights reserved`,
    );
    const main = page.getByRole('main');
    await expect(main).toHaveCSS('margin-top', '78px');
    const viewportHeight = page.viewportSize()!.height;
    expect((await main.boundingBox())!.height).toBeGreaterThanOrEqual(viewportHeight);
    await expect(page.locator('header')).toHaveCSS('position', 'fixed');
  });
});

test.describe('a signed-in user', () => {
  test.use({ role: 'user' });

  test('sees Features, Account and Logout but no Admin link', async ({ page }) => {
    const nav = new NavBar(page);
    await page.goto('/account');
    await expect(nav.link('Features')).toHaveAttribute('href', '/');
    await expect(nav.link('Account')).toHaveAttribute('href', '/account');
    await expect(nav.logoutButton).toBeVisible();
    await expect(nav.link('Admin')).toHaveCount(0);
    await expect(nav.link('Blog')).toHaveCount(0);
  });

  test('logs out and lands on /home signed out', async ({ page }) => {
    const nav = new NavBar(page);
    await page.goto('/');
    await nav.logout();
    await expect(page).toHaveURL('/home');
    // The landing screen is its own chunk, fetched only now from the suite's one shared server, which the other
    // worker may hold busy for seconds: the wait is for that fetch (it takes ~0.3 s on an idle machine).
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
    await expect(nav.link('Blog')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('poolside.auth'))).toBeNull();
    await page.goto('/account');
    await expect(page).toHaveURL('/home');
  });
});

test.describe('an admin', () => {
  test.use({ role: 'admin' });

  test('also sees the Admin link', async ({ page }) => {
    const nav = new NavBar(page);
    await page.goto('/');
    await nav.link('Admin').click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  });
});

test.describe('on a screen 768px wide or narrower', () => {
  test.use({ viewport: { width: 768, height: 1024 }, role: 'admin' });

  test('the links hide behind the menu button, which toggles them and closes on navigation', async ({ page }) => {
    const nav = new NavBar(page);
    await page.goto('/');
    await expect(nav.link('Account')).toBeHidden();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
    await nav.menuButton.click();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.link('Account')).toBeVisible();
    await nav.menuButton.click();
    await expect(nav.link('Account')).toBeHidden();

    await nav.menuButton.click();
    await nav.link('Account').click();
    await expect(page).toHaveURL('/account');
    await expect(nav.link('Admin')).toBeHidden();
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');

    await nav.menuButton.click();
    await nav.logo.click();
    await expect(page).toHaveURL('/home');
    await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('wider screens show the links without a menu button', async ({ page }) => {
    const nav = new NavBar(page);
    await page.setViewportSize({ width: 769, height: 1024 });
    await page.goto('/');
    await expect(nav.menuButton).toBeHidden();
    await expect(nav.link('Account')).toBeVisible();
  });
});

test.describe('a screen loaded on demand', () => {
  test.use({ role: 'user' });

  test('shows Loading… while its code arrives, then its content', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.heading).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ACCOUNT_CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await new NavBar(page).link('Account').click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  });

  test('offline and not yet cached: a clear message instead of a blank app, and Reload once back online', async ({
    page,
    context,
  }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(home.heading).toBeVisible();
    // Marks this page: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await context.setOffline(true);
    await new NavBar(page).link('Account').click();
    await expect(page.getByRole('heading', { level: 1, name: 'This screen could not be loaded' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'everything recorded on this device is kept' }),
    ).toBeVisible();
    // Offline the app does not reload itself into the browser's error page.
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(new NavBar(page).link('Features')).toBeVisible();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page).toHaveURL('/account');
  });
});
