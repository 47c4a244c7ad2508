import type { Page } from '@playwright/test';
import { parseMatchScript, replayMatchScript } from '../../../src/domain/capture/script';
import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverRows, type CaptureMatch } from './support/captureMatch';
import { alignPoints, eventFacts } from './support/eventFacts';
import { ONE_SCREEN_SCRIPT, SHORT_SCRIPT } from './support/oneScreenSequence';
import { playLineOnScreen } from './support/playLineOnScreen';
import { tapOnScreen } from './support/tapOnScreen';
import { startHeldClockCapture } from './support/heldClockCapture';

test.use({ role: 'user' });

/** Below this a finger misses (spec: wet fingers): every control of the capture screen is at least this big. */
const TOUCH_PX = 48;

async function startOnScreen(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const match = await createCaptureMatch('One screen');
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });
  await capture.dismissPasswordBanner();
  for (const cap of [1, 2, 3, 4, 5, 6, 7]) {
    await tapOnScreen(capture.player(capture.subs, cap));
    await expect(capture.player(capture.subs, cap)).toHaveAttribute('aria-pressed', 'true');
  }
  // Putting the seven in is stored too (a possession start and seven 'Player in'); the script starts after them.
  await expect(capture.lastEvents).toHaveAttribute('data-count', '8');
  return { match, capture };
}

/** Plays every line of a script on the screen, each tap checked by tapOnScreen, and waits for each save. */
async function playOnScreen(capture: CapturePage, match: CaptureMatch, text: string): Promise<void> {
  const names = { team1: match.team1.name, team2: match.team2.name };
  for (const line of parseMatchScript(text).lines) {
    await test.step(`line ${line.lineNumber}: ${line.side ?? ''} ${line.action.verb}`, async () => {
      await playLineOnScreen(capture, line, names, tapOnScreen);
      await expect(capture.saveButton.and(capture.page.locator(':enabled'))).toHaveCount(0);
    });
  }
}

/** The stored events of the scorer's team, once the device has delivered them, as comparable facts. */
async function storedFacts(capture: CapturePage, match: CaptureMatch, count: number) {
  // A tap's transaction commits just after the screen shows it, so "All synced" may show before the last
  // capture (or the last Undo's delete) is queued: wait for the server to hold exactly as many events as were
  // played and kept, then for the sync to settle.
  await expect
    .poll(async () => (await serverRows('events', match.id, match.team1.id)).length, { timeout: 20_000 })
    .toBe(8 + count);
  await expect(capture.syncStatus).toContainText('All synced', { timeout: 20_000 });
  return (await serverRows('events', match.id, match.team1.id)).slice(8).map(eventFacts);
}

/** Every visible button, tab and text field of the screen that is smaller than a finger. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>('button, [role="tab"], input, select, textarea, a[href]');
    return (
      [...controls]
        .filter((control) => control.checkVisibility())
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        // A skip link or screen-reader text is a 1 px box until focused: no finger aims at it.
        .filter(({ box }) => box.width > 1 && box.height > 1)
        .filter(({ box }) => box.height < minimum || (box.width < minimum && box.width < window.innerWidth * 0.5))
        .map(
          ({ control, box }) =>
            `${control.getAttribute('aria-label') ?? (control.textContent ?? '').trim().slice(0, 30)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        )
    );
  }, TOUCH_PX);
}

test('at 1024×768 a whole sequence is captured without one scroll and stored as the capture engine stores it', async ({
  page,
}) => {
  // A hang guard: some 140 checked taps take 2–3 minutes beside another worker on two cores.
  test.setTimeout(300_000);
  const { match, capture } = await startOnScreen(page, { width: 1024, height: 768 });
  expect.soft(await smallTargets(page), 'controls under 48 px').toEqual([]);
  await playOnScreen(capture, match, ONE_SCREEN_SCRIPT);
  expect.soft(await smallTargets(page), 'controls under 48 px').toEqual([]);

  const expected = replayMatchScript(ONE_SCREEN_SCRIPT).team1.events.map(eventFacts);
  expect(expected.length).toBeGreaterThanOrEqual(40);
  expect(alignPoints(await storedFacts(capture, match, expected.length), expected)).toEqual(expected);
});

for (const viewport of [
  { width: 1180, height: 820 },
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
]) {
  test(`at ${viewport.width}×${viewport.height} shots, an exclusion, a substitution and Undo fit one screen`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { match, capture } = await startOnScreen(page, viewport);
    expect.soft(await smallTargets(page), 'controls under 48 px').toEqual([]);
    await playOnScreen(capture, match, SHORT_SCRIPT);
    await tapOnScreen(capture.player(capture.playersInPool, 3));
    await tapOnScreen(capture.events.getByRole('button', { name: 'Drive', exact: true }));
    await expect(capture.lastEvents.getByRole('button').first()).toContainText('Drive');
    await tapOnScreen(page.getByRole('button', { name: 'Undo', exact: true }));
    await expect(capture.lastEvents.getByRole('button').first()).not.toContainText('Drive');
    expect.soft(await smallTargets(page), 'controls under 48 px').toEqual([]);

    const expected = replayMatchScript(SHORT_SCRIPT).team1.events.map(eventFacts);
    expect(alignPoints(await storedFacts(capture, match, expected.length), expected)).toEqual(expected);
  });
}

// A shot with all its details: the Method and Type rows fit 1024×768 too (they were under the scoreboard).
test('at 1024×768 a shot with situation, method and type is tapped without a scroll', async ({ page }) => {
  const { match, capture } = await startOnScreen(page, { width: 1024, height: 768 });
  const script = SHORT_SCRIPT.replace('GOAL', 'GOAL ACTION WET LOB');
  await playOnScreen(capture, match, script.split('\nQ1 0:40')[0]!);
  const expected = replayMatchScript(script.split('\nQ1 0:40')[0]!).team1.events.map(eventFacts);
  expect(alignPoints(await storedFacts(capture, match, expected.length), expected)).toEqual(expected);
});

/**
 * The columns of the capture screen scroll inside when their content outgrows them, which hides what is cut off
 * from a scorer who does not think to scroll. With a roster of 13 and a player picked (the shot's ends, the
 * turnover's kinds and their caps all offered), neither the players column nor the editor is cut on a tablet.
 */
for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 820, height: 1180 },
]) {
  test(`at ${viewport.width}×${viewport.height} a player picked cuts nothing off the players column or the editor`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { capture } = await startHeldClockCapture(page, 'Nothing cut');
    await expect(capture.subs.getByRole('button')).toHaveCount(13);
    await capture.player(capture.playersInPool, 3).click();
    await expect(capture.choice('Turnover', 'Bad pass')).toBeVisible();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="capture-layout"] > *')]
        .filter((column) => column.scrollHeight > column.clientHeight + 1)
        .map(
          (column) =>
            `${column.querySelector('h2')?.textContent ?? column.tagName}: ${column.scrollHeight - column.clientHeight} px`,
        ),
    );
    expect(cut).toEqual([]);
  });
}
