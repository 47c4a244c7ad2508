import { HomePage } from '../pages/HomePage';
import { expect, test } from '../support/fixtures';
import { CapturePage } from '../capture/pages/CapturePage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { captureEvents, expectDeliveredExactlyOnce } from './syncFixtures';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

test('two tabs on the same match see the same captures and send each of them once', async ({ page, context }) => {
  test.setTimeout(180_000);
  const match = await createCaptureMatch('Two tabs');
  const first = new CapturePage(page);
  await new HomePage(page).open();
  const dialog = new StartMatchDialog(page);
  await dialog.open();
  await dialog.start(match.name, match.team1.name);
  await expect(first.heading).toBeVisible();
  await first.putInWater(1, 2, 3, 4, 5, 6, 7);

  const second = new CapturePage(await context.newPage());
  await second.open(match.id);
  await captureEvents(first, 20);

  // The second tab reads the same browser database: the captures of the first show up there live.
  const newest = (await first.lastEvents.getByRole('button').first().textContent()) ?? '';
  await expect(second.lastEvents.getByRole('button').first()).toHaveText(newest);
  await expect(second.lastEvents.getByRole('button')).toHaveCount(await first.lastEvents.getByRole('button').count());
  await expect(first.syncStatus).toContainText('All synced', { timeout: 60_000 });
  await expect(second.syncStatus).toContainText('All synced');

  await expectDeliveredExactlyOnce(page, match);
});
