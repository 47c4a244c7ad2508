import type { Locator, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { createCaptureMatch, type CaptureMatch } from '../capture/support/captureMatch';
import { LoginPage } from '../pages/LoginPage';
import { authenticate, newApiContext } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createUserWithPassword } from '../support/createUser';
import { DEMO_USERS } from '../support/roles';

const PASSWORD = 'events-pass';

let match: CaptureMatch;
let scorer: string;

/** Shares the match live as its data manager would, and answers the public page's path. */
async function shareLive(matchId: number): Promise<string> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const response = await api.post(`/api/matches/${matchId}/live-share`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(response.ok(), await response.text()).toBe(true);
    return `/live/${((await response.json()) as { shareId: string }).shareId}`;
  } finally {
    await api.dispose();
  }
}

/**
 * The match's first possession of team 1 and a goal from the centre in it, through the API as a scorer's
 * device leaves them.
 */
async function recordShot(matchId: number, teamId: number): Promise<void> {
  const api = await newApiContext();
  try {
    const headers = {
      Authorization: `Bearer ${await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password)}`,
    };
    const common = { match: { id: matchId }, team: { id: teamId }, quarter: 1, offense: true, extraPlayer: false };
    const possession = {
      ...common,
      uuid: randomUUID(),
      timeFrom: 30,
      timeTo: 55,
      playersInWater: [1, 2, 3, 4, 5, 6, 7],
    };
    const shot = {
      ...common,
      uuid: randomUUID(),
      possessionUuid: possession.uuid,
      time: 50,
      type: 'SHOOT',
      needsReview: false,
      playerNumber: 5,
      playersInWater: possession.playersInWater,
      shootSituation: 'CENTER',
      shootOutcome: 'GOAL',
      shootFromPoolX: 900,
      shootFromPoolY: 500,
      shootToGoalX: 100,
      shootToGoalY: 50,
    };
    for (const [path, data] of [
      ['/api/possessions', possession],
      ['/api/events', shot],
    ] as const) {
      const response = await api.post(path, { headers, data });
      expect(response.status(), await response.text()).toBe(201);
    }
  } finally {
    await api.dispose();
  }
}

test.beforeAll(async () => {
  match = await createCaptureMatch('Magyar eseménylista');
  await recordShot(match.id, match.team1.id);
  scorer = await createUserWithPassword('events-hu', PASSWORD, {
    langKey: 'hu',
    firstName: 'Ödön',
    lastName: 'Jegyző',
  });
});

/** The Hungarian scorer signed in, on the match's event list; answers the first possession's group. */
async function openEventList(page: Page): Promise<Locator> {
  const login = new LoginPage(page);
  await login.open();
  await login.loginAs(scorer, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await page.goto(`/${match.id}/events`);
  return page.getByRole('region', { name: '1. TÁMADÁS' });
}

test('a Hungarian scorer finds the recorded shot in the event list, in Hungarian', async ({ page }) => {
  const group = await openEventList(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Események' })).toBeVisible();
  const shot = group.getByRole('button', { name: /^1\. negyed Lövés/ });
  await expect(shot).toBeVisible();
  await shot.click();
  const field = (label: string) => group.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(field('Lövés kimenetele')).toHaveText('Gól');
  await expect(field('Lövés helyzete')).toHaveText('Center');
  await expect(field('Játékos sapkaszáma')).toHaveText('5');
  await expect(group.getByRole('button', { name: 'Esemény törlése' })).toBeVisible();
  await expect(group.getByRole('link', { name: 'Esemény megnyitása' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Támadások' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Utolsó támadás visszavonása' })).toBeVisible();
});

test('a Hungarian scorer correcting the shot is told what is wrong in Hungarian', async ({ page }) => {
  const group = await openEventList(page);
  await group.getByRole('button', { name: /^1\. negyed Lövés/ }).click();
  await group.getByRole('link', { name: 'Esemény megnyitása' }).click();

  const quarter = page.getByLabel('Negyed', { exact: true });
  await quarter.fill('9');
  await expect(page.getByText('Legfeljebb 5 lehet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mentés' })).toBeDisabled();
  await quarter.fill('2');
  await expect(page.getByText('Legfeljebb 5 lehet')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mentés' })).toBeEnabled();
});

test('a spectator whose browser speaks Hungarian follows the shared match in Hungarian', async ({ browser }) => {
  const livePath = await shareLive(match.id);
  const stands = await browser.newContext({ locale: 'hu-HU', viewport: { width: 390, height: 844 } });
  try {
    const page = await stands.newPage();
    await page.goto(livePath);
    await expect(page.getByRole('heading', { level: 1, name: match.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Legutóbbi események' })).toBeVisible();
    await expect(page.getByTestId('live-plays').getByRole('listitem').first()).toContainText('Gól (centerből)');
    await expect(page.getByRole('heading', { level: 2, name: 'Statisztikai összesítő' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lövéstérkép' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Megosztás', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  } finally {
    await stands.close();
  }
});
