import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverRows } from './support/captureMatch';

test.use({ role: 'user' });

/** 8:00 of quarter 1 minus the clock shown: the seconds events store. */
const elapsed = (shown: string) => {
  const [minutes = 0, seconds = 0] = shown.split(':').map(Number);
  return 480 - (minutes * 60 + seconds);
};

/** The first m:ss in a text, as seconds elapsed in the quarter. */
const elapsedIn = (text: string | null) => elapsed(/\d+:\d\d/.exec(text ?? '')?.[0] ?? 'NaN');

/**
 * The page's clock runs as the test's does, and the test jumps it forward; the steps between take real time too,
 * so a running reading is checked to the 2 s a scorer is allowed, as the stored times are.
 */
async function expectNear(target: Locator, shown: string): Promise<void> {
  await expect
    .poll(async () => Math.abs(elapsedIn(await target.textContent()) - elapsed(shown)))
    .toBeLessThanOrEqual(2);
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`at ${viewport.width}×${viewport.height} the game clock runs, stops by rule, is set by keypad, asks before going back, ends the quarter at 0:00`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // The page's clock is the test's: it runs, and the test jumps it forward by the seconds of play.
    await page.clock.install({ time: new Date('2026-11-28T15:00:00Z') });
    const match = await createCaptureMatch('Clock');
    await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
    const capture = new CapturePage(page);
    await expect(capture.heading).toBeVisible({ timeout: 20_000 });
    await capture.dismissPasswordBanner();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    const clock = page.getByRole('group', { name: 'Game clock' });
    const reading = clock.getByRole('timer', { name: 'Game clock' });
    const flash = page.getByTestId('saved-flash');
    const startStop = (name: 'Start clock' | 'Stop clock') => clock.getByRole('button', { name, exact: true });
    await expect(reading).toHaveText('8:00');

    // The swim-off at 8:00, then play: the clock runs.
    await capture.winSwimoff(match.team1.name);
    await startStop('Start clock').click();
    // Started once the screen says so: the tap is stored a moment after the click returns.
    await expect(startStop('Stop clock')).toBeVisible();
    await page.clock.fastForward(29_000);
    await expectNear(reading, '7:31');

    // A drive takes the clock's time at its first tap; the clock runs on.
    const atDrive = elapsedIn(await reading.textContent());
    await capture.player(capture.playersInPool, 3).click();
    await page.clock.fastForward(6_000);
    await capture.events.getByRole('button', { name: 'Drive', exact: true }).click();
    await expect(flash).toHaveText(/^Saved: Drive #3 · 7:\d\d · Q1$/);
    const drive = elapsedIn(await flash.textContent());
    expect(Math.abs(drive - atDrive)).toBeLessThanOrEqual(2);
    await expect(startStop('Stop clock')).toBeVisible();

    // A goal stops it at the goal.
    await page.clock.fastForward(14_000);
    const atGoal = elapsedIn(await reading.textContent());
    await capture.player(capture.playersInPool, 5).click();
    await capture.tap(capture.poolPicture, 0.5, 0.3);
    // Undo, Cancel and Save in one row at the bottom right, whichever way the tablet is held.
    const box = async (button: Locator) => (await button.boundingBox())!;
    const undo = await box(page.getByRole('button', { name: 'Undo', exact: true }));
    const cancel = await box(capture.cancelButton);
    const save = await box(capture.saveButton);
    expect(save.x + save.width).toBeGreaterThan(viewport.width - 24);
    expect(save.y + save.height).toBeGreaterThan(viewport.height - 24);
    expect([undo.y, cancel.y]).toEqual([save.y, save.y]);
    expect(undo.x < cancel.x && cancel.x < save.x).toBe(true);
    await page.clock.fastForward(6_000);
    await capture.tap(capture.goalPicture, 0.5, 0.5);
    await capture.choice('Outcome', 'Goal').click();
    await expect(flash).toHaveText(/^Saved: Shoot #5 Goal · 7:\d\d · Q1/);
    const goal = elapsedIn(await flash.textContent());
    expect(Math.abs(goal - atGoal)).toBeLessThanOrEqual(2);
    await expect(startStop('Start clock')).toBeVisible();
    await page.clock.fastForward(30_000);
    // Stopped at the goal's moment: the reading is the goal's time, to the second.
    expect(elapsedIn(await reading.textContent())).toBe(goal);

    // The keypad sets what the scoreboard shows in four taps: the reading, then 7 0 5.
    await reading.getByRole('button', { name: 'Set clock' }).click();
    const keypad = page.getByRole('dialog', { name: 'Set clock' });
    for (const digit of ['7', '0', '5']) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await expect(keypad).toBeHidden();
    await expect(reading).toHaveText('7:05');

    // Earlier than the goal: asked first, and Cancel keeps the clock.
    await reading.getByRole('button', { name: 'Set clock' }).click();
    for (const digit of ['7', '5', '0']) await keypad.getByRole('button', { name: digit, exact: true }).click();
    const earlier = page.getByRole('dialog', { name: 'Earlier than the last event' });
    await expect(earlier).toContainText(/The last event of quarter 1 is at 7:\d\d\. Keep 7:50\?/);
    await earlier.getByRole('button', { name: 'Cancel' }).click();
    await expect(reading).toHaveText('7:05');

    // Space starts and stops it on a keyboard.
    await page.keyboard.press('Space');
    await expect(startStop('Stop clock')).toBeVisible();
    await page.clock.fastForward(5_000);
    await page.keyboard.press('Space');
    await expect(startStop('Start clock')).toBeVisible();
    await expectNear(reading, '7:00');

    // 0:00 ends the quarter: the next one is asked for, and starts stopped at 8:00.
    await reading.getByRole('button', { name: 'Set clock' }).click();
    for (const digit of ['0', '0', '3']) await keypad.getByRole('button', { name: digit, exact: true }).click();
    await startStop('Start clock').click();
    // Started once the screen says so: the tap is stored a moment after the click returns.
    await expect(startStop('Stop clock')).toBeVisible();
    await page.clock.fastForward(4_000);
    const question = page.getByRole('dialog', { name: 'Start quarter 2?' });
    await expect(question).toBeVisible();
    // Not yet: the clock stays at 0:00 and cannot start again.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(reading).toHaveText('0:00');
    await expect(startStop('Start clock')).toBeDisabled();
    await capture.startNextQuarter();
    await expect(page.getByText('Quarter 2', { exact: true })).toBeVisible();
    await expect(reading).toHaveText('8:00');
    await expect(startStop('Start clock')).toBeVisible();

    // What the server stored: the drive and the goal at the times the confirmations showed.
    await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
    const stored = (await serverRows('events', match.id, match.team1.id)).map((event) => [event.type, event.time]);
    expect(stored).toContainEqual(['DRIVE', drive]);
    expect(stored).toContainEqual(['SHOOT', goal]);
  });
}
