import type { Page } from '@playwright/test';
import { AccountPage } from './pages/AccountPages';
import { LoginPage } from './pages/LoginPage';
import { waitUntilLoaded } from './pages/loadingIndicators';
import { NavBar } from './pages/NavBar';
import { snackbar } from './pages/Snackbar';
import { smallTouchTargets } from './pages/touchTargets';
import { expect, test } from './support/fixtures';
import type { Role } from './support/roles';

type Screen = {
  path: string;
  heading: string | RegExp;
  role: Role | null;
  /** The state checked, when it is not the screen as it opens (also names the test). */
  state?: string;
  reach?: (page: Page) => Promise<void>;
};

const SCREENS: Screen[] = [
  { path: '/home', heading: 'Welcome to Poolside', role: null },
  { path: '/login', heading: 'Login', role: null },
  {
    path: '/login',
    heading: 'Login',
    role: null,
    state: 'after a failed login',
    reach: async (page) => {
      const login = new LoginPage(page);
      await login.loginAs('admin', 'not-the-password');
      await expect(login.error).toBeVisible();
    },
  },
  { path: '/reset-password', heading: 'Reset your password', role: null },
  { path: '/reset-password/finish', heading: 'Reset password', role: null },
  { path: '/reset-password/finish?key=a-key-from-the-mail', heading: 'Reset password', role: null },
  { path: '/contact', heading: 'Contact', role: null },
  { path: '/blog', heading: 'Blog', role: null },
  { path: '/blog/introduction', heading: 'Bemutatkozik a Poolside', role: null },
  { path: '/nowhere/at/all', heading: 'Page not found', role: null },
  {
    path: '/contact',
    heading: 'Contact',
    role: null,
    state: 'with the narrow-screen menu open',
    reach: async (page) => {
      const nav = new NavBar(page);
      await nav.menuButton.click();
      await expect(nav.link('Blog')).toBeVisible();
    },
  },
  { path: '/home', heading: 'Welcome to Poolside', role: 'admin' },
  { path: '/', heading: 'Features', role: 'admin' },
  {
    path: '/',
    heading: 'Features',
    role: 'admin',
    state: 'with the start-match dialog open',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Start new match' }).click();
      await expect(page.getByRole('dialog', { name: 'Start match' })).toBeVisible();
    },
  },
  { path: '/account', heading: 'Account', role: 'admin' },
  {
    path: '/account',
    heading: 'Account',
    role: 'admin',
    state: 'with the narrow-screen menu open',
    reach: async (page) => {
      const nav = new NavBar(page);
      await nav.menuButton.click();
      await expect(nav.link('Account')).toBeVisible();
      await expect(nav.logoutButton).toBeVisible();
    },
  },
  {
    path: '/account',
    heading: 'Account',
    role: 'admin',
    state: 'with a snackbar',
    reach: async (page) => {
      await new AccountPage(page).clearCacheButton.click();
      await expect(snackbar(page, 'Cache cleared')).toBeVisible();
    },
  },
  { path: '/settings', heading: 'Settings', role: 'admin' },
  { path: '/password', heading: 'Password', role: 'admin' },
  { path: '/statistics', heading: 'Statistics', role: 'admin' },
  { path: '/video-analysis', heading: 'Video analysis', role: 'admin' },
  { path: '/manage', heading: 'Manage', role: 'admin' },
  { path: '/admin', heading: 'Administration', role: 'admin' },
  { path: '/1/substitutions', heading: 'Match details', role: 'admin' },
  // The event list is headed by the match's name (docs/product.md §2), here the first demo match.
  { path: '/1/events', heading: / v /, role: 'admin' },
  { path: '/1/events/1', heading: 'Event', role: 'admin' },
  { path: '/1/possessions/1', heading: 'Possession', role: 'admin' },
];

const VIEWPORTS = [
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

// One test per screen, opened at each size in turn in the same browser: the second opening finds the app's code
// cached, as a user's second visit does, and the screen is checked from scratch (reached again) at each size.
for (const screen of SCREENS) {
  test.describe(screen.role ? 'signed in' : 'signed out', () => {
    test.use({ role: screen.role });
    const isPublic = screen.role === null;
    const sizes = VIEWPORTS.map(({ name, width, height }) => `${name} (${width}×${height})`).join(' and ');
    const name = [screen.path, screen.state, `passes axe on a ${sizes}`, isPublic ? 'with 44 px touch targets' : null];

    test(name.filter(Boolean).join(' '), async ({ page, expectAccessible }) => {
      // Two openings and two axe runs (15–25 s each over a long event list on a busy 2-core machine).
      test.setTimeout(120_000);
      for (const viewport of VIEWPORTS) {
        await test.step(`on a ${viewport.name}`, async () => {
          await page.setViewportSize(viewport);
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await waitUntilLoaded(page);
          if (screen.reach) {
            await screen.reach(page);
            await waitUntilLoaded(page);
          }
          await expectAccessible();
          if (isPublic) expect(await smallTouchTargets(page), `small touch targets on a ${viewport.name}`).toEqual([]);
        });
      }
    });
  });
}
