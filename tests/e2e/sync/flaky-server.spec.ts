import { HomePage } from '../pages/HomePage';
import { expect, test } from '../support/fixtures';
import { CapturePage } from '../capture/pages/CapturePage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { captureEvents, expectDeliveredExactlyOnce, localRows } from './syncFixtures';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });
/** Enough writes for every kind of fault to strike several times (one write in ten each). */
const CAPTURES = 40;

test('with the server failing 30 % of writes (500s, timeouts, answers cut after the write) every capture arrives exactly once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const match = await createCaptureMatch('Flaky');
  // Deterministic faults: of every ten writes, one 500, one timeout, one answer lost after the server wrote;
  // bulk requests (several captures due at once, as after a fault) take their share of faults too.
  let writes = 0;
  const faults = { serverError: 0, timeout: 0, cutAfterWrite: 0 };
  const bulkWrites: number[] = [];
  await page.route(/\/api\/(events|possessions)(\/\d+|\/bulk)?$/, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    writes += 1;
    if (route.request().url().endsWith('/bulk')) bulkWrites.push((route.request().postDataJSON() as unknown[]).length);
    if (writes % 10 === 3) {
      faults.serverError += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"title":"Internal Server Error","status":500}',
      });
    }
    if (writes % 10 === 6) {
      faults.timeout += 1;
      return route.abort('timedout');
    }
    if (writes % 10 === 9) {
      faults.cutAfterWrite += 1;
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  const capture = new CapturePage(page);
  await new HomePage(page).open();
  const dialog = new StartMatchDialog(page);
  await dialog.open();
  await dialog.start(match.name, match.team1.name);
  await expect(capture.heading).toBeVisible();
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  await captureEvents(capture, CAPTURES);

  await expect(capture.syncStatus)
    .toContainText('All synced', { timeout: 90_000 })
    .catch(async (error: unknown) => {
      console.log('outbox left:', JSON.stringify((await localRows(page, match.id)).outbox));
      throw error;
    });
  // Every kind of fault struck several writes, retries included.
  expect(Math.min(...Object.values(faults)), JSON.stringify(faults)).toBeGreaterThanOrEqual(3);
  console.log(`bulk requests: ${bulkWrites.length}, captures in them: ${bulkWrites.join(' ')}`);
  const local = await expectDeliveredExactlyOnce(page, match);
  expect(local.events.length).toBeGreaterThanOrEqual(CAPTURES);
});
