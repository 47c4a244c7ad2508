import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch } from './support/captureMatch';

// Screens for a human to look at: `CAPTURE_SCREENSHOTS=/some/folder npx playwright test tests/e2e/capture/screenshots.spec.ts`.
const dir = process.env.CAPTURE_SCREENSHOTS;
test.skip(!dir, 'only when CAPTURE_SCREENSHOTS names a folder');
test.use({ role: 'user' });

/** The five tablet viewports the capture screen fits without scrolling, a laptop, and a phone. */
const VIEWPORTS = [
  { width: 1024, height: 768 },
  { width: 1180, height: 820 },
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`capture screens at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const name = (screen: string) => `${dir}/${screen}-${viewport.width}x${viewport.height}.png`;
    const match = await createCaptureMatch('Shots');
    const dialog = new StartMatchDialog(page);
    await dialog.startFromHome(match.name, match.team1.name);
    const capture = new CapturePage(page);
    await expect(capture.heading).toBeVisible({ timeout: 20_000 });
    await capture.dismissPasswordBanner();
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
    await expect(page.getByTestId('saved-flash')).toContainText('Saved: Shoot #5 Goal');
    await page.screenshot({ path: name('capture-saved') });
    await capture.chooseEvent('Exclusion');
    await page.screenshot({ path: name('capture-exclusion') });
    await capture.cancelButton.click();
    await capture.nextQuarter().button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: name('capture-next-quarter') });
  });
}
