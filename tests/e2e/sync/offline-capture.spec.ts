import { HomePage } from '../pages/HomePage';
import { expect, test } from '../support/fixtures';
import { waitForActivatedServiceWorker } from '../support/serviceWorker';
import { CapturePage } from '../capture/pages/CapturePage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { captureEvents, expectDeliveredExactlyOnce, localRows, serverUuids } from './syncFixtures';

const TABLET = { width: 1024, height: 768 };
const PER_STRETCH = 10;
test.use({ role: 'user', serviceWorkers: 'allow', viewport: TABLET });

test('captures made offline, through two reloads and a browser restart, reach the server exactly once', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const match = await createCaptureMatch('Offline');
  const capture = new CapturePage(page);
  await new HomePage(page).open();
  const dialog = new StartMatchDialog(page);
  await dialog.open();
  await dialog.start(match.name, match.team1.name);
  await expect(capture.heading).toBeVisible();
  await waitForActivatedServiceWorker(page);
  await page.reload();
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 30_000 });
  // Wait until the last online capture has landed too, so the server's count stands still.
  const capturedOnline = (await localRows(page, match.id)).events.length;
  await expect.poll(async () => (await serverUuids(match, 'events')).length, { timeout: 30_000 }).toBe(capturedOnline);
  const deliveredOnline = await serverUuids(match, 'events');

  // Enough captures in each stretch for the turnover's new possession and for bulk delivery; no more.
  await context.setOffline(true);
  await captureEvents(capture, PER_STRETCH);
  await page.reload();
  await expect(capture.heading).toBeVisible();
  await captureEvents(capture, PER_STRETCH);
  await page.reload();
  await expect(capture.heading).toBeVisible();
  await captureEvents(capture, PER_STRETCH);
  await expect(capture.syncStatus).toContainText(/Offline · \d+ to sync/);
  const offline = await localRows(page, match.id);
  expect(await serverUuids(match, 'events')).toEqual(deliveredOnline);
  expect(offline.outbox.length).toBeGreaterThanOrEqual(3 * PER_STRETCH);

  // The browser closes while offline and opens again with the same storage, now online.
  const storage = await context.storageState({ indexedDB: true });
  await context.close();
  const reopened = await browser.newContext({ storageState: storage, serviceWorkers: 'allow', viewport: TABLET });
  try {
    // Back online, the hundred captures waiting go in bulk requests (the app's or its service worker's).
    const bulkRequests: string[] = [];
    reopened.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/bulk')) bulkRequests.push(request.url());
    });
    const again = await reopened.newPage();
    const captureAgain = new CapturePage(again);
    await captureAgain.open(match.id);
    await expect(captureAgain.syncStatus).toContainText('All synced', { timeout: 120_000 });

    const local = await expectDeliveredExactlyOnce(again, match);
    expect(local.events.length).toBeGreaterThanOrEqual(3 * PER_STRETCH + deliveredOnline.length);
    expect(bulkRequests.length).toBeGreaterThan(0);
  } finally {
    await reopened.close();
  }
});
