import type { Page } from '@playwright/test';
import { CapturePage } from '../capture/pages/CapturePage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { HomePage } from '../pages/HomePage';
import { AUTH_STORAGE_KEY, expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/env';
import { startReleaseProxy } from '../support/releaseProxy';
import { waitForActivatedServiceWorker } from '../support/serviceWorker';
import { captureEvents, expectDeliveredExactlyOnce } from './syncFixtures';

/** The state of the page's service worker registration: which workers are there, and who controls the page. */
function registrationState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      isWaiting: Boolean(registration?.waiting),
      isControlled: Boolean(navigator.serviceWorker.controller),
      wasReloaded: !(window as { beforeUpdate?: boolean }).beforeUpdate,
    };
  });
}

test('a new release arriving in the middle of a match waits for the open event and loses no capture', async ({
  browser,
  storedAuth,
}) => {
  test.setTimeout(180_000);
  const proxy = await startReleaseProxy(BASE_URL);
  const context = await browser.newContext({
    baseURL: proxy.url,
    serviceWorkers: 'allow',
    viewport: { width: 1024, height: 768 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: proxy.url,
          localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(await storedAuth('user')) }],
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    const match = await createCaptureMatch('Update');
    const capture = new CapturePage(page);
    await new HomePage(page).open();
    await waitForActivatedServiceWorker(page);
    // An installed app: the service worker controls the page (from the next load on, as in a browser).
    await page.reload();
    expect((await registrationState(page)).isControlled).toBe(true);
    const dialog = new StartMatchDialog(page);
    await dialog.open();
    await dialog.start(match.name, match.team1.name);
    await expect(capture.heading).toBeVisible();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    await captureEvents(capture, 5);
    await expect(capture.syncStatus).toContainText('All synced', { timeout: 30_000 });

    // The server fails every capture write for a while: these stay in the outbox across the update.
    proxy.holdWrites = true;
    await captureEvents(capture, 10);
    await expect(capture.syncStatus).toContainText('to sync');

    // A scorer is in the middle of an event when the new release is published and found.
    await capture.chooseEvent('Drive');
    await capture.pickPlayer(4);
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    proxy.release();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(async () => (await registrationState(page)).isWaiting, { timeout: 30_000 }).toBe(true);
    expect(proxy.servedRelease).toBe(2);

    // While the event is open the new version waits: the page is the same one and the event is still open.
    await capture.pickPlayer(5);
    await expect(capture.saveButton).toBeEnabled();
    expect(await registrationState(page)).toEqual({ isWaiting: true, isControlled: true, wasReloaded: false });

    // Saving the event is the safe moment: the new version takes over and the page reloads onto the match.
    await capture.save();
    await expect
      .poll(async () => (await registrationState(page).catch(() => null))?.wasReloaded, { timeout: 30_000 })
      .toBe(true);
    await expect(capture.heading).toBeVisible();
    expect(await registrationState(page)).toEqual({ isWaiting: false, isControlled: true, wasReloaded: true });
    await expect(capture.syncStatus).toContainText('to sync');

    // The scorer carries on under the new release; then the server recovers.
    await captureEvents(capture, 4);
    proxy.holdWrites = false;
    await expect(capture.syncStatus).toContainText('All synced', { timeout: 90_000 });

    const local = await expectDeliveredExactlyOnce(page, match);
    // 5 + 10 + the open event + 4, each once.
    expect(local.events.length).toBeGreaterThanOrEqual(20);
  } finally {
    await context.close();
    await proxy.close();
  }
});
