import { LoginPage } from '../pages/LoginPage';
import { authenticate, newApiContext } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createUserWithPassword } from '../support/createUser';
import { createRealMatch, type RealMatchSetup } from '../statistics/createRealMatch';
import { StatisticsScreen } from '../statistics/StatisticsScreen';

const PASSWORD = 'stats-pass';

let setup: RealMatchSetup;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  setup = await createRealMatch();
});

/** Saves another language to the account, as the Settings screen does. */
async function saveLanguage(login: string, langKey: 'hu' | 'en'): Promise<void> {
  const api = await newApiContext();
  try {
    const headers = { Authorization: `Bearer ${await authenticate(api, login, PASSWORD)}` };
    const account = (await (await api.get('/api/account', { headers })).json()) as Record<string, unknown>;
    const saved = await api.post('/api/account', { headers, data: { ...account, langKey } });
    expect(saved.ok()).toBe(true);
  } finally {
    await api.dispose();
  }
}

test('a Hungarian analyst reads the statistics in Hungarian, and in English once the account is switched', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const login = await createUserWithPassword('stats-hu', PASSWORD, {
    langKey: 'hu',
    firstName: 'Réka',
    lastName: 'Elemző',
  });
  const loginPage = new LoginPage(page);
  await loginPage.open();
  await loginPage.loginAs(login, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  const screen = new StatisticsScreen(page);
  await page.goto(`/statistics?matches=${setup.matchId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statisztika' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('group', { name: 'Eredmény' }).getByTestId('score')).toHaveText('12 – 8');
  await expect(screen.tab('Összesítő')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.tab('Emberelőny / emberhátrány')).toBeVisible();
  for (const heading of ['Lövések', 'Gólok negyedenként', 'Csapatstatisztika']) {
    await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
  }
  await expect(await screen.cell('Gólok negyedenként', 'USA', 'Összesen')).toHaveText('12');
  await expect(await screen.cell('Lövések: gól/kísérlet helyzetenként', 'Ötméteres', 'USA')).toHaveText(/^1\//);
  await expect(await screen.cell('Csapatstatisztika', 'Kiharcolt kiállítások', 'USA')).toHaveText(/^\d+$/);
  await expect(page.getByRole('button', { name: 'CSV exportálása: Gólok negyedenként' })).toBeVisible();

  await screen.openTab('Játékosok');
  await expect(await screen.cell('USA játékosai', 'MusM', 'Gól/lövés')).toHaveText(/^3\//);

  await saveLanguage(login, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(screen.tab('Players')).toHaveAttribute('aria-selected', 'true');
  await expect(await screen.cell('Players of USA', 'MusM', 'Goals/shots')).toHaveText(/^3\//);
  await screen.openTab('Box score');
  await expect(await screen.cell('Goals per quarter', 'USA', 'Total')).toHaveText('12');
  await expect(page.getByRole('heading', { level: 3, name: 'Shooting', exact: true })).toBeVisible();
});
