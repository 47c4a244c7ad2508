import { createCaptureMatch, serverRows, type CaptureMatch } from '../capture/support/captureMatch';
import { createDemoClubScorer, type ClubUser } from '../shared-device/clubUsers';
import { authenticate, newApiContext } from '../support/api';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.use({ locale: 'hu-HU', viewport: { width: 1024, height: 768 } });

let match: CaptureMatch;
let scorer: ClubUser;

/** The scorer's own account speaks Hungarian: the settings call with langKey 'hu', as Settings sends it. */
async function speakHungarian(user: ClubUser): Promise<void> {
  const api = await newApiContext();
  try {
    const headers = { Authorization: `Bearer ${await authenticate(api, user.login, user.password)}` };
    const account = (await (await api.get('/api/account', { headers })).json()) as Record<string, unknown>;
    const saved = await api.post('/api/account', { headers, data: { ...account, langKey: 'hu' } });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async () => {
  match = await createCaptureMatch('Magyar rögzítés');
  scorer = await createDemoClubScorer('capture-hu');
  await speakHungarian(scorer);
});

/** Signs the Hungarian scorer in through the Hungarian login form and starts `match` from the Hungarian dialog. */
async function startInHungarian(page: Page, match: CaptureMatch): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Felhasználónév').fill(scorer.login);
  await page.getByLabel('Jelszó', { exact: true }).fill(scorer.password);
  await page.getByRole('button', { name: 'Bejelentkezés' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  await page.getByRole('button', { name: 'Új mérkőzés indítása' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mérkőzés indítása' });
  await dialog.getByRole('combobox', { name: 'Mérkőzés' }).fill(match.name);
  await page.getByRole('option', { name: match.name }).click();
  await dialog.getByLabel('Saját csapat').selectOption({ label: match.team1.name });
  await dialog.getByRole('button', { name: 'Mérkőzés indítása' }).click();
}

/** Puts caps 1–7 in the water from the Hungarian Subs panel. */
async function putSevenInWater(page: Page): Promise<void> {
  const subs = page.getByRole('group', { name: 'Cserék' });
  for (const cap of [1, 2, 3, 4, 5, 6, 7]) {
    const player = subs.getByRole('button', { name: new RegExp(`^${cap}( |$)`) });
    await player.click();
    await expect(player).toHaveAttribute('aria-pressed', 'true');
  }
}

test('a Hungarian scorer records a shot with the Hungarian buttons and Last events shows it in Hungarian', async ({
  page,
}) => {
  await startInHungarian(page, match);
  await expect(page).toHaveURL(`/${match.id}/substitutions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mérkőzés rögzítése' })).toBeVisible();
  await expect(page.getByText('1. negyed', { exact: true })).toBeVisible();
  await putSevenInWater(page);

  const events = page.getByRole('region', { name: 'Események', exact: true });
  const save = page.getByRole('button', { name: 'Mentés', exact: true });
  await events.getByRole('button', { name: 'Ráúszás' }).click();
  await page
    .getByRole('group', { name: 'Ráúszást nyerte', exact: true })
    .getByRole('button', { name: match.team1.name })
    .click();
  await save.click();
  await expect(page.getByTestId('saved-flash')).toHaveText('Mentve: Megnyert ráúszás · 8:00 · 1. n.');

  await events.getByRole('button', { name: 'Lövés' }).click();
  await expect(page.getByRole('heading', { name: 'Új: Lövés' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Játékosok a vízben' })
    .getByRole('button', { name: /^5( |$)/ })
    .click();
  await expect(page.getByTestId('event-player')).toHaveText('#5 játékos');
  await expect(save).toBeDisabled();
  await page.getByRole('group', { name: 'Kimenetel', exact: true }).getByRole('button', { name: 'Gól' }).click();
  await save.click();

  await expect(page.getByTestId('saved-flash')).toHaveText('Mentve: Lövés #5 Gól · 8:00 · 1. n.');
  const shot = page.getByTestId('last-events').getByRole('button', { name: /Lövés/ });
  await expect(shot).toContainText('1. n. 8:00');
  await expect(shot).toContainText('#5');
  await expect(shot).toContainText('Gól');
  await expect(page.getByRole('complementary', { name: 'Eredményjelző' }).getByTestId('score-team1')).toContainText(
    '1',
  );

  await expect(async () => {
    const events = await serverRows('events', match.id, match.team1.id);
    expect(events).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'SHOOT', playerNumber: 5, shootOutcome: 'GOAL' })]),
    );
  }).toPass({ timeout: 15_000 });
});

/**
 * What a longer language can break: buttons whose text is wider than their box (cut off or spilling over),
 * buttons pushed past the screen's right edge, and a page that scrolls.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll('main button')].filter((button) => button.checkVisibility());
    const text = (button: Element) => button.getAttribute('aria-label') ?? (button.textContent ?? '').trim();
    return {
      overflowing: buttons
        .filter(
          (button) => button.scrollWidth > button.clientWidth + 1 || button.scrollHeight > button.clientHeight + 1,
        )
        .map(text),
      offscreen: buttons.filter((button) => button.getBoundingClientRect().right > window.innerWidth).map(text),
      pageScrolls: (document.scrollingElement?.scrollHeight ?? 0) > window.innerHeight,
    };
  });
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`the Hungarian capture screen fits a ${viewport.width}×${viewport.height} tablet: no button text spills, no page scroll`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const own = await createCaptureMatch('Magyar táblagép');
    await startInHungarian(page, own);
    await expect(page.getByRole('heading', { level: 1, name: 'Mérkőzés rögzítése' })).toBeVisible();
    await putSevenInWater(page);
    await page.screenshot({ path: testInfo.outputPath('capture-hu.png') });
    expect(await layoutProblems(page)).toEqual({ overflowing: [], offscreen: [], pageScrolls: false });

    await page
      .getByRole('region', { name: 'Események', exact: true })
      .getByRole('button', { name: 'Labdavesztés', exact: true })
      .click();
    await expect(page.getByRole('group', { name: 'Labdavesztés módja' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('capture-hu-turnover.png') });
    expect(await layoutProblems(page)).toEqual({ overflowing: [], offscreen: [], pageScrolls: false });
    await page.getByRole('button', { name: 'Mégse', exact: true }).click();

    await page.getByRole('tab', { name: 'Műveletek' }).click();
    await page.screenshot({ path: testInfo.outputPath('capture-hu-actions.png') });
    expect(await layoutProblems(page)).toEqual({ overflowing: [], offscreen: [], pageScrolls: false });
  });
}
