import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch } from './support/captureMatch';

// Screens for a human to look at: `CAPTURE_SCREENSHOTS=/tmp/shots npx playwright test tests/e2e/capture/screenshots.spec.ts`.
const dir = process.env.CAPTURE_SCREENSHOTS;
test.skip(!dir, 'only when CAPTURE_SCREENSHOTS names a folder');
test.use({ role: 'user' });

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`capture screens at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const name = (screen: string) => `${dir}/${screen}-${viewport.width}x${viewport.height}.png`;
    const match = await createCaptureMatch('Shots');
    const dialog = new StartMatchDialog(page);
    await page.goto('/');
    await dialog.open();
    await dialog.pickMatch(match.name);
    await dialog.side.selectOption({ label: match.team1.name });
    await page.screenshot({ path: name('start-dialog') });
    await dialog.startButton.click();
    const capture = new CapturePage(page);
    await expect(capture.heading).toBeVisible({ timeout: 20_000 });
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    await capture.chooseEvent('Swimoff');
    await capture.save();
    await page.screenshot({ path: name('capture') });
    await capture.chooseEvent('Shoot');
    await capture.pickPlayer(5);
    await capture.tap(capture.poolPicture, 0.4, 0.5);
    await capture.tap(capture.goalPicture, 0.3, 0.4);
    await capture.choice('Outcome', 'Goal').click();
    await page.screenshot({ path: name('capture-shoot'), fullPage: true });
    await capture.save();
    await page.goto('/');
    await expect(page.getByRole('row', { name: new RegExp(match.name) })).toBeVisible();
    await page.screenshot({ path: name('home'), fullPage: true });
    await page.goto(`/${match.id}/events`);
    await page
      .getByTestId('event-panel')
      .filter({ hasText: 'Shoot' })
      .first()
      .getByRole('button', { expanded: false })
      .click();
    await page.screenshot({ path: name('events'), fullPage: true });
  });
}
