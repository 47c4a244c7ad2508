import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch } from './support/captureMatch';
import { StatisticsScreen } from '../statistics/StatisticsScreen';
import { startHeldClockCapture } from './support/heldClockCapture';

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

for (const poolLength of [25, 30]) {
  test(`the pool pictures of a ${poolLength} m pool at 1024×768`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1024, height: 768 });
    const name = (screen: string) => `${dir}/pool-${poolLength}-${screen}-1024x768.png`;
    const match = await createCaptureMatch(`Pool ${poolLength}`, { poolLength });
    await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
    const capture = new CapturePage(page);
    await expect(capture.heading).toBeVisible({ timeout: 20_000 });
    await capture.dismissPasswordBanner();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    // The swim-off won gives us the ball: the shot is ours, on our team's shot map.
    await capture.chooseEvent('Swimoff');
    await capture.save();
    await capture.chooseEvent('Shoot');
    await capture.pickPlayer(5);
    await capture.tap(capture.poolPicture, 0.7, 0.9);
    await capture.tap(capture.goalPicture, 0.3, 0.4);
    await expect(capture.poolPicture).toHaveAccessibleName(new RegExp(`^${poolLength} m pool`));
    await page.screenshot({ path: name('capture-shoot') });
    await capture.choice('Outcome', 'Goal').click();
    await capture.save();
    await expect(page.getByTestId('saved-flash')).toContainText('Saved: Shoot #5 Goal');

    const statistics = new StatisticsScreen(page);
    await statistics.open(`?matches=${match.id}`);
    await expect(statistics.score).toHaveText('1 – 0', { timeout: 30_000 });
    await statistics.openTab('Shots');
    const map = page.getByRole('img', { name: new RegExp(`^Shot map of ${match.team1.name}`) });
    await expect(map).toHaveAccessibleName(new RegExp(`${poolLength} m pool`), { timeout: 20_000 });
    await expect(statistics.figures).toHaveAttribute('aria-busy', 'false');
    // The figures may be drawn once more as the last of them arrive: centre the map as it then stands.
    await expect(() => map.evaluate((svg) => svg.scrollIntoView({ block: 'center' }))).toPass();
    await page.screenshot({ path: name('statistics-shots'), animations: 'disabled' });
    await map.screenshot({ path: name('statistics-shot-map') });
  });
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`exclusion timers, a shot against and a penalty at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const name = (screen: string) => `${dir}/${screen}-${viewport.width}x${viewport.height}.png`;
    const { capture, pass } = await startHeldClockCapture(page, 'Both sides');
    const start = page.getByRole('group', { name: 'Game clock' }).getByRole('button', { name: 'Start clock' });
    await start.click();
    await pass(10);
    // Their #9 excluded, drawn by our #6: both caps, then the type; man-up, counting down.
    const flash = page.getByTestId('saved-flash');
    await capture.player(capture.opponentPlayer, 9).click();
    await capture.player(capture.playersInPool, 6).click();
    await page.screenshot({ path: name('their-cap-first') });
    await capture.chooseEvent('Exclusion');
    // The exclusion stopped the clock: it is started again once that is stored.
    await expect(flash).toContainText('Their #9 excluded, drawn by #6');
    await start.click();
    await pass(6);
    await expect(capture.playersInPool.getByRole('status')).toContainText('0:14');
    await page.screenshot({ path: name('exclusion-man-up') });
    await pass(15);
    // The ball is lost, and our #4 is excluded: his place counts down, man-down.
    await capture.player(capture.playersInPool, 3).click();
    // A cap picked: a shot's ends and a turnover's kinds beside the pool.
    await page.screenshot({ path: name('our-cap-first') });
    await capture.chooseEvent('Turnover');
    // The turnover names the team that lost the ball.
    await page.screenshot({ path: name('turnover') });
    await capture.choice('Turnover type', 'Ball lost').click();
    await capture.player(capture.playersInPool, 4).click();
    await capture.chooseEvent('Exclusion');
    await expect(flash).toContainText('#4 excluded');
    await start.click();
    await pass(7);
    await expect(capture.playersInPool.getByTestId('excluded-4')).toContainText('0:13');
    await page.screenshot({ path: name('exclusion-man-down') });
    // A shot against, saved.
    await capture.chooseEvent('Shoot');
    await capture.tap(capture.poolPicture, 0.4, 0.4);
    await capture.choice('Outcome', 'Saved').click();
    await page.screenshot({ path: name('shot-against') });
    await page.getByRole('group', { name: 'Shot details' }).getByRole('button', { name: 'Their shooter' }).click();
    await expect(capture.opponentPlayer).toBeVisible();
    await page.screenshot({ path: name('shot-against-their-shooter') });
    await capture.cancelButton.click();
    // Their time-out: Timeout, then whose.
    await capture.chooseEvent('Timeout');
    await capture.choice('Timeout of', 'Split Mariners').click();
    await page.screenshot({ path: name('their-timeout') });
    await capture.cancelButton.click();
    // A penalty foul by our #2: the penalty shot against opens from the 5 m spot.
    await capture.player(capture.playersInPool, 2).click();
    await capture.chooseEvent('Penalty foul');
    await expect(page.getByRole('heading', { name: /Shoot against/ })).toBeVisible();
    await page.screenshot({ path: name('penalty') });
    await capture.cancelButton.click();
    // Their card: the card's Team switched to them, their caps offered.
    await capture.sideTab('Actions').click();
    await capture.action('Yellow card').click();
    const card = page.getByRole('dialog', { name: 'Yellow card' });
    await card.getByRole('group', { name: 'Team' }).getByRole('button', { name: 'Split Mariners' }).click();
    await page.screenshot({ path: name('their-card') });
  });
}
