import { expect, test } from './support/fixtures';
import type { Role } from './support/roles';

type Screen = { path: string; heading: string | RegExp; role: Role | null };

const SCREENS: Screen[] = [
  { path: '/home', heading: 'Welcome to Poolside', role: null },
  { path: '/login', heading: 'Login', role: null },
  { path: '/reset-password', heading: 'Reset your password', role: null },
  { path: '/reset-password/finish', heading: 'Reset password', role: null },
  { path: '/contact', heading: 'Contact', role: null },
  { path: '/blog', heading: 'Blog', role: null },
  { path: '/blog/introduction', heading: 'Bemutatkozik a Poolside', role: null },
  { path: '/nowhere/at/all', heading: 'Page not found', role: null },
  { path: '/', heading: 'Features', role: 'admin' },
  { path: '/account', heading: 'Account', role: 'admin' },
  { path: '/settings', heading: 'Settings', role: 'admin' },
  { path: '/password', heading: 'Password', role: 'admin' },
  { path: '/statistics', heading: 'Statistics', role: 'admin' },
  { path: '/video-analysis', heading: 'Video analysis', role: 'admin' },
  { path: '/manage', heading: 'Manage', role: 'admin' },
  { path: '/admin', heading: 'Administration', role: 'admin' },
  { path: '/1/substitutions', heading: 'Match details', role: 'admin' },
  // The event list is headed by the match's name (spec §2), here the first demo match.
  { path: '/1/events', heading: / v /, role: 'admin' },
  { path: '/1/events/1', heading: 'Event', role: 'admin' },
  { path: '/1/possessions/1', heading: 'Possession', role: 'admin' },
];

const VIEWPORTS = [
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test.describe(screen.role ? 'signed in' : 'signed out', () => {
        test.use({ role: screen.role });

        test(`${screen.path} passes axe`, async ({ page, expectAccessible }) => {
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await expectAccessible();
        });
      });
    }

    test('the open narrow-screen menu passes axe', async ({ page, expectAccessible }) => {
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('link', { name: 'Blog' })).toBeVisible();
      await expectAccessible();
    });
  });
}

test.describe('dialogs and messages', () => {
  test.use({ role: 'admin', viewport: { width: 768, height: 1024 } });

  test('the start-match dialog and a snackbar pass axe', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start new match' }).click();
    await expect(page.getByRole('dialog', { name: 'Start match' })).toBeVisible();
    await expectAccessible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/account');
    await page.getByRole('button', { name: 'Clear cache' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cache cleared' })).toBeVisible();
    await expectAccessible();
  });
});
