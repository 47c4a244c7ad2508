import { expect, test } from '../support/fixtures';
import { snackbar } from '../pages/Snackbar';
import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';
import { ManageArea } from './ManageArea';
import { MatchDetail } from './MatchDetail';

test.use({ role: 'admin' });

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const LEAGUE = `Spring Cup ${suffix}`;
const SHARKS = `Sharks ${suffix}`;
const EELS = `Eels ${suffix}`;
const MATCH = `Sharks v Eels ${suffix}`;
const EELS_CSV = [
  'first name,last name,cap,goalkeeper',
  'Gergely,Kovacs,1,yes',
  'Marton,Vamos,2,',
  'Krisztian,Manhercz,3,',
  'Denes,Varga,4,',
  'Balazs,Erdelyi,5,',
  'Tamas,Kasas,6,',
  'Norbert,Madaras,7,',
];

test('a data manager sets up a match from nothing and a scorer can start it', async ({ page }) => {
  test.setTimeout(120_000);
  const manage = new ManageArea(page);
  await manage.open();

  await test.step('a league', async () => {
    await manage.openSection('Leagues');
    await manage.startNew('league');
    await manage.field('Name').fill(`Spring Cup ${suffix}`);
    await manage.save();
    await expect(manage.detailHeading(LEAGUE)).toBeVisible();
  });

  await test.step('two teams with codes, in the league', async () => {
    for (const [name, code] of [
      [SHARKS, 'SHA'],
      [EELS, 'EEL'],
    ] as const) {
      await manage.openSection('Teams');
      await manage.startNew('team');
      await manage.field('Name').fill(name);
      await manage.field('Code').fill(code);
      await manage.pick('League', LEAGUE);
      await manage.save();
      await expect(manage.detailHeading(name)).toBeVisible();
    }
  });

  await test.step('the Eels squad (on the open team) by CSV, checked in a preview first', async () => {
    await page.getByRole('link', { name: 'Import players from CSV' }).click();
    const csv = page.getByLabel('CSV: first name, last name, cap, goalkeeper');
    await csv.fill([...EELS_CSV, ',Nameless,8,', 'Duplicate,Cap,7,'].join('\n'));
    const preview = page.getByRole('table', { name: 'Preview of the import' });
    await expect(preview.getByRole('row').filter({ hasText: 'Nameless' })).toContainText('First name is missing');
    await expect(preview.getByRole('row').filter({ hasText: 'Duplicate' })).toContainText(
      'Cap 7 appears twice in the file',
    );
    await expect(page.getByRole('button', { name: 'Import 9 players' })).toBeDisabled();
    await csv.fill(EELS_CSV.join('\n'));
    await expect(page.getByText('7 rows, all ready.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 7 players' }).click();
    await expect(snackbar(page, `Imported 7 players into ${EELS}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Players (7)' })).toBeVisible();
  });

  await test.step('two Sharks players one by one', async () => {
    for (const [first, last] of [
      ['Ivan', 'Horvat'],
      ['Luka', 'Babic'],
    ]) {
      await manage.openSection('Players');
      await manage.startNew('player');
      await manage.field('First name').fill(first!);
      await manage.field('Last name').fill(last!);
      await manage.pick('Team', SHARKS);
      await manage.save();
      await expect(manage.detailHeading(`${last} ${first}`)).toBeVisible();
    }
  });

  await test.step('the match: validation first, then its teams and league by autocomplete', async () => {
    await manage.openSection('Matches');
    await manage.startNew('match');
    await manage.save();
    await expect(page.getByText('Required').first()).toBeVisible();
    await manage.field('Name').fill(MATCH);
    await manage.pick('Team 1', SHARKS);
    await manage.pick('Team 2', EELS);
    await manage.pick('League', LEAGUE);
    await manage.field('Starts at').fill('2025-05-01T18:30');
    await manage.save();
    await expect(manage.detailHeading(MATCH)).toBeVisible();
  });

  const match = new MatchDetail(page);
  await test.step('both rosters in one step each, caps in sequence from 1', async () => {
    await match.addAllPlayersOf(SHARKS, 2);
    await match.addAllPlayersOf(EELS, 7);
    await expect(match.capInput('Erdelyi Balazs')).toHaveValue('1');
    await expect(match.capInput('Varga Denes')).toHaveValue('7');
  });

  await test.step('a cap used twice in a team is refused with a clear message; a swap works', async () => {
    await match.capInput('Vamos Marton').fill('5');
    await match.capInput('Vamos Marton').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Cap 5 is already used in this team' })).toBeVisible();
    await page.getByLabel('Swap the cap of Vamos Marton with').selectOption({ label: 'with 5 Manhercz Krisztian' });
    await expect(match.capInput('Vamos Marton')).toHaveValue('5');
    await expect(match.capInput('Manhercz Krisztian')).toHaveValue('6');
  });

  await test.step('a video by URL for the whole match', async () => {
    await match.addVideoByUrl('https://videos.example.com/sharks-eels.mp4');
    await expect(
      match.videos.getByRole('row').filter({ hasText: 'https://videos.example.com/sharks-eels.mp4' }),
    ).toContainText('Whole match');
  });

  await test.step('the list finds the match by name, with its total', async () => {
    await manage.openSection('Matches');
    await page.getByRole('searchbox', { name: 'Name' }).fill(suffix);
    await expect(page.getByRole('heading', { level: 2, name: 'Matches (1)' })).toBeVisible();
    await expect(manage.row(MATCH)).toContainText(SHARKS);
  });

  await test.step('a scorer starts it from the home screen', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start new match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start match' });
    await dialog.getByRole('combobox', { name: 'Match' }).fill(suffix);
    await dialog.getByRole('option', { name: MATCH }).click();
    await dialog.getByLabel('Side').selectOption({ label: SHARKS });
    await dialog.getByRole('button', { name: 'Start match' }).click();
    await expect(page).toHaveURL(/\/\d+\/substitutions$/);
  });
});

test.describe('role guards', () => {
  test.describe('an analyst', () => {
    test.use({ role: 'analyst' });
    test('is sent from /manage to /, and the server refuses manage writes', async ({ page }) => {
      await page.goto('/manage/team');
      await expect(page).toHaveURL('/');
      const api = await newApiContext();
      const token = await authenticate(api, DEMO_USERS.analyst.username, DEMO_USERS.analyst.password);
      const response = await api.post('/api/teams', {
        headers: { Authorization: `Bearer ${token}` },
        data: { name: 'Not allowed' },
      });
      expect(response.status()).toBe(403);
      await api.dispose();
    });
  });

  test.describe('a user', () => {
    test.use({ role: 'user' });
    test('manages data but is sent from /admin to /, and the server refuses admin calls', async ({ page }) => {
      const manage = new ManageArea(page);
      await manage.open('/manage/league');
      await expect(page.getByRole('heading', { level: 2, name: /^Leagues/ })).toBeVisible();
      await page.goto('/admin/user');
      await expect(page).toHaveURL('/');
      const api = await newApiContext();
      const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
      expect((await api.get('/api/admin/users', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
      expect((await api.get('/api/organizations', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(
        403,
      );
      await api.dispose();
    });
  });
});
