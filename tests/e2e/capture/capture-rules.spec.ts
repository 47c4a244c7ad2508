import type { Page } from '@playwright/test';
import { HomePage } from '../pages/HomePage';
import { expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { createCaptureMatch, serverMatch, type CaptureMatch } from './support/captureMatch';

test.use({ role: 'user', viewport: { width: 1024, height: 768 } });

async function startCapture(page: Page, prefix: string): Promise<{ match: CaptureMatch; capture: CapturePage }> {
  const match = await createCaptureMatch(prefix);
  await new StartMatchDialog(page).startFromHome(match.name, match.team1.name);
  const capture = new CapturePage(page);
  await expect(capture.heading).toBeVisible({ timeout: 20_000 });
  await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
  return { match, capture };
}

test('typed text alone is no match, and choosing a match resets the side', async ({ page }) => {
  const match = await createCaptureMatch('Dialog');
  const dialog = new StartMatchDialog(page);
  await page.goto('/');
  await dialog.open();
  // While the options are open the rest of the dialog is inert, so the button is found among hidden ones.
  const startButton = page.getByRole('button', { name: 'Start match', exact: true, includeHidden: true });
  await expect(startButton).toBeDisabled();
  await dialog.match.fill(match.name);
  await expect(page.getByRole('option', { name: match.name })).toBeVisible();
  await expect(startButton).toBeDisabled();
  await page.getByRole('option', { name: match.name }).click();
  await expect(dialog.side.locator('option')).toHaveText(['Choose a side', match.team1.name, match.team2.name]);
  await dialog.side.selectOption({ label: match.team2.name });
  await expect(dialog.startButton).toBeEnabled();
  await dialog.pickMatch(match.name);
  await expect(dialog.side).toHaveValue('');
  await expect(dialog.startButton).toBeDisabled();
  await dialog.cancelButton.click();
  await expect(dialog.dialog).toBeHidden();
});

test('a reload in the middle of an open event brings back the state and the event', async ({ page }) => {
  const { capture } = await startCapture(page, 'Reload');
  await capture.startNextQuarter();
  await expect(page.getByText('Quarter 2', { exact: true })).toBeVisible();
  await capture.chooseEvent('Shoot');
  await capture.pickPlayer(5);
  await capture.tap(capture.poolPicture, 0.5, 0.4);
  await expect(page.getByText(/Shooting from: \d/)).toBeVisible();

  await page.reload();
  await expect(capture.heading).toBeVisible();
  await expect(page.getByText('Quarter 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New: Shoot' })).toBeVisible();
  await expect(capture.player(capture.playersInPool, 5)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/Shooting from: \d/)).toBeVisible();
  await expect(capture.player(capture.subs, 7)).toHaveAttribute('aria-pressed', 'true');
  await capture.shotKept.click();
  await capture.choice('Outcome', 'Missed').click();
  await capture.save();
  await expect(capture.lastEvents).toContainText('Shoot');
});

test('Save stays disabled until each rule of docs/product.md §5 is met', async ({ page }) => {
  const { match, capture } = await startCapture(page, 'Rules');
  await capture.chooseEvent('Swimoff');
  await capture.choice('Swimoff won by', match.team1.name).click();
  await capture.save();

  await capture.chooseEvent('Shoot');
  await capture.choice('Outcome', 'Goal').click();
  await expect(capture.saveButton).toBeDisabled(); // shoot without player
  await capture.cancelButton.click();
  await capture.chooseEvent('Shoot');
  await capture.pickPlayer(4);
  await expect(capture.saveButton).toBeDisabled(); // shoot without outcome
  await capture.cancelButton.click();

  await capture.chooseEvent('Penalty foul');
  await expect(capture.saveButton).toBeDisabled(); // penalty foul without player
  await capture.pickPlayer(2);
  await expect(capture.saveButton).toBeEnabled();
  await capture.cancelButton.click();

  await capture.chooseEvent('Exclusion');
  await capture.choice('Exclusion type', 'Pair').click();
  await expect(capture.saveButton).toBeDisabled(); // pair exclusion without player
  await capture.pickPlayer(3);
  await expect(capture.saveButton).toBeDisabled(); // pair exclusion without opponent
  await capture.player(capture.opponentPlayer, 6).click();
  await expect(capture.saveButton).toBeEnabled();
  await capture.cancelButton.click();

  await capture.chooseEvent('Turnover');
  await expect(capture.saveButton).toBeDisabled(); // turnover without type
  await capture.choice('Turnover type', 'Shot clock').click();
  await expect(capture.saveButton).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(capture.saveButton).toBeHidden();
  await page.keyboard.press('s');
  await page.keyboard.type('12');
  await expect(capture.warning).toHaveText('Player #12 is not in the water.');
  await page.keyboard.press('g');
  await expect(capture.saveButton).toBeDisabled(); // a warning text exists
  await page.keyboard.type('05');
  await expect(capture.warning).toBeHidden();
  await expect(capture.saveButton).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(capture.saveButton).toBeHidden();
  await expect(capture.score('team1')).toContainText('1');
});

test('the capture dialogs ask what the spec says, and End match takes the match off the home list', async ({
  page,
}) => {
  const { match, capture } = await startCapture(page, 'Dialogs');

  await capture.showActions();
  await capture.action('Note').click();
  const note = page.getByRole('dialog', { name: 'Add note' });
  await expect(note.getByRole('button', { name: 'Save' })).toBeDisabled();
  await note.getByRole('button', { name: 'Cancel' }).click();
  await expect(note).toBeHidden();

  await expect(capture.action('Shootout')).toHaveCount(0);
  for (let quarter = 1; quarter < 4; quarter++) await capture.startNextQuarter();
  // The fifth period is the shootout, and the question says so.
  await capture.nextQuarter().button.click();
  const toShootout = page.getByRole('dialog', { name: 'Start the penalty shootout?' });
  await toShootout.getByRole('button', { name: 'Start the shootout' }).click();
  await expect(toShootout).toBeHidden();
  await expect(page.getByText('Quarter 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next quarter' })).toBeDisabled();
  await capture.action('Shootout').click();
  const shootout = page.getByRole('dialog', { name: 'Which side starts the shootout?' });
  await expect(shootout.getByRole('button', { name: match.team2.name })).toBeVisible();
  await shootout.getByRole('button', { name: match.team1.name }).click();
  await expect(shootout).toBeHidden();

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Penalty foul');
  await page.getByRole('button', { name: 'Close' }).click();

  await capture.action('End match').click();
  const confirm = page.getByRole('dialog', { name: 'Do you want to end match?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await capture.action('End match').click();
  await confirm.getByRole('button', { name: 'End match' }).click();

  const home = new HomePage(page);
  await expect(home.ongoingMatches).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(match.name) })).toHaveCount(0);
  await expect.poll(async () => (await serverMatch(match.id)).status, { timeout: 15_000 }).toBe('ENDED');
});

test('End on the home list asks first and takes the match off the list at once', async ({ page }) => {
  const match = await createCaptureMatch('HomeEnd');
  await new StartMatchDialog(page).startFromHome(match.name, match.team2.name);
  await expect(new CapturePage(page).heading).toBeVisible({ timeout: 20_000 });
  await page.goto('/');
  const row = page.getByRole('row', { name: new RegExp(match.name) });
  await row.getByRole('button', { name: 'End' }).click();
  const confirm = page.getByRole('dialog', { name: `Are you sure to end: ${match.name}?` });
  await confirm.getByRole('button', { name: 'End' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await serverMatch(match.id)).status, { timeout: 15_000 }).toBe('ENDED');
});
