import type { Page } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { LandingPage } from './pages/LandingPage';
import { NavBar } from './pages/NavBar';
import { smallTouchTargets } from './pages/touchTargets';
import { expect, test } from './support/fixtures';

const INSTALL = 'Install app';
const IOS_HINT = 'To install, tap Share, then Add to Home Screen';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
/** iPadOS Safari sends desktop Safari's text; its touch screen tells it apart. */
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';

type InstallWindow = Window & { promptCalls: number; lastOffer?: Event };

/**
 * What Chromium does where the app is installable: a cancelable `beforeinstallprompt` whose `prompt()` opens its
 * dialog and whose `userChoice` tells the answer. Counted in `window.promptCalls`. Runs in the page.
 */
function offerInstallation(): void {
  const page = window as unknown as InstallWindow;
  page.promptCalls ??= 0;
  const event = new Event('beforeinstallprompt', { cancelable: true });
  Object.assign(event, {
    prompt: async () => {
      page.promptCalls += 1;
    },
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
  page.lastOffer = event;
  window.dispatchEvent(event);
}

const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as InstallWindow).promptCalls);
const installed = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));

test.describe('where Chromium offers installation', () => {
  test('a visitor gets Install app in the bar and on the landing page, which open the browser dialog', async ({
    page,
    expectAccessible,
  }) => {
    const nav = new NavBar(page);
    const landing = new LandingPage(page);
    await landing.open();
    await expect(landing.welcome).toBeVisible();
    // Nothing offered, nothing shown.
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);

    await page.evaluate(offerInstallation);
    expect(await page.evaluate(() => (window as unknown as InstallWindow).lastOffer!.defaultPrevented)).toBe(true);
    const inBar = nav.root.getByRole('button', { name: INSTALL });
    const onPage = page.getByRole('main').getByRole('button', { name: INSTALL });
    await expect(inBar).toBeVisible();
    await expect(onPage).toBeVisible();
    await expect(nav.link('Blog')).toBeVisible();
    expect(await smallTouchTargets(page)).toEqual([]);
    await expectAccessible();

    await inBar.click();
    expect(await promptCalls(page)).toBe(1);
    // A prompt shows once: the button waits for the browser's next offer.
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);

    await page.evaluate(offerInstallation);
    await expect(inBar).toBeVisible();
    await installed(page);
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);
  });

  test.describe('signed in', () => {
    test.use({ role: 'user' });

    test('an offer made before any screen shows is kept for the bar and home', async ({ page }) => {
      // Sent as soon as the document is parsed: the app's code has run, no screen has rendered yet.
      await page.addInitScript(`document.addEventListener('DOMContentLoaded', ${offerInstallation.toString()})`);
      const nav = new NavBar(page);
      const home = new HomePage(page);
      await home.open();
      await expect(home.heading).toBeVisible();
      await expect(nav.root.getByRole('button', { name: INSTALL })).toBeVisible();
      await expect(nav.logoutButton).toBeVisible();

      await page.getByRole('main').getByRole('button', { name: INSTALL }).click();
      expect(await promptCalls(page)).toBe(1);
      await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);
      await expect(home.card('Statistics')).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Install app is in the menu', async ({ page }) => {
      const nav = new NavBar(page);
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
      await page.evaluate(offerInstallation);
      const inBar = nav.root.getByRole('button', { name: INSTALL });
      await expect(inBar).toBeHidden();
      await nav.menuButton.click();
      await inBar.click();
      expect(await promptCalls(page)).toBe(1);
      await expect(nav.menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test.describe('installed, running standalone', () => {
  test.use({ role: 'user' });

  test('no install entry shows, even if offered', async ({ page }) => {
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query) =>
        query === '(display-mode: standalone)'
          ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
          : matchMedia(query);
    });
    const home = new HomePage(page);
    await home.open();
    await expect(home.heading).toBeVisible();
    await page.evaluate(offerInstallation);
    await expect(home.card('Statistics')).toBeVisible();
    await expect(page.getByRole('button', { name: INSTALL })).toHaveCount(0);
  });
});

for (const { device, userAgent, viewport } of [
  { device: 'iPhone', userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } },
  { device: 'iPad', userAgent: IPAD_SAFARI, viewport: { width: 1024, height: 768 } },
]) {
  test.describe(`Safari on an ${device}`, () => {
    test.use({ userAgent, viewport });

    test('shows the Add to Home Screen hint, remembered once dismissed; the menu still explains', async ({
      page,
      expectAccessible,
    }) => {
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }));
      const nav = new NavBar(page);
      const landing = new LandingPage(page);
      const main = page.getByRole('main');
      await landing.open();
      await expect(landing.welcome).toBeVisible();
      await expect(main.getByText(IOS_HINT)).toBeVisible();
      await expectAccessible();
      expect(await smallTouchTargets(page)).toEqual([]);

      await main.getByRole('button', { name: 'Dismiss' }).click();
      await expect(main.getByText(IOS_HINT)).toHaveCount(0);
      await page.reload();
      await expect(landing.welcome).toBeVisible();
      await expect(main.getByText(IOS_HINT)).toHaveCount(0);

      if (await nav.menuButton.isVisible()) await nav.menuButton.click();
      const entry = nav.root.getByRole('button', { name: INSTALL });
      await entry.click();
      await expect(entry).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.root.getByText(IOS_HINT)).toBeVisible();
    });
  });
}
