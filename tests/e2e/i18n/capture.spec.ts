import { createCaptureMatch, serverRows, type CaptureMatch } from '../capture/support/captureMatch';
import { createDemoClubScorer, type ClubUser } from '../shared-device/clubUsers';
import { authenticate, newApiContext } from '../support/api';
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

test('a Hungarian scorer records a shot with the Hungarian buttons and Last events shows it in Hungarian', async ({
  page,
}) => {
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

  await expect(page).toHaveURL(`/${match.id}/substitutions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mérkőzés rögzítése' })).toBeVisible();
  await expect(page.getByText('1. negyed', { exact: true })).toBeVisible();
  const subs = page.getByRole('group', { name: 'Cserék' });
  for (const cap of [1, 2, 3, 4, 5, 6, 7]) {
    const player = subs.getByRole('button', { name: new RegExp(`^${cap}( |$)`) });
    await player.click();
    await expect(player).toHaveAttribute('aria-pressed', 'true');
  }

  const events = page.getByRole('region', { name: 'Események', exact: true });
  const save = page.getByRole('button', { name: 'Mentés', exact: true });
  await events.getByRole('button', { name: 'Ráúszás' }).click();
  await page
    .getByRole('group', { name: 'Ráúszást nyerte', exact: true })
    .getByRole('button', { name: match.team1.name })
    .click();
  await save.click();
  await expect(page.getByTestId('saved-flash')).toHaveText('Mentve: Megnyert ráúszás');

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

  await expect(page.getByTestId('saved-flash')).toHaveText('Mentve: Lövés #5 Gól');
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
