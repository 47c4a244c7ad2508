import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../../component/scoresheet/pdfText';
import { CapturePage } from '../capture/pages/CapturePage';
import { createRealMatch, type RealMatchSetup } from '../statistics/createRealMatch';
import { StatisticsScreen } from '../statistics/StatisticsScreen';
import { authenticate, newApiContext } from '../support/api';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS, type Role } from '../support/roles';

test.use({ role: 'user' });

let setup: RealMatchSetup;
let api: APIRequestContext;
const tokens: Partial<Record<Role, string>> = {};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  setup = await createRealMatch();
  api = await newApiContext();
  for (const role of ['admin', 'user'] as const)
    tokens[role] = await authenticate(api, DEMO_USERS[role].username, DEMO_USERS[role].password);
});
test.afterAll(() => api.dispose());

const as = (role: Role) => ({ headers: { Authorization: `Bearer ${tokens[role]}` } });

test('a signed match is locked on every device and its scoresheet is verified; only an admin reopens it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const signOffUrl = `/api/matches/${setup.matchId}/sign-off`;
  const signed = await api.post(signOffUrl, as('user'));
  expect(signed.status()).toBe(200);
  const { signedBy } = (await signed.json()) as { signedBy: string };
  expect(signedBy).toBe('User User');

  // Capture refuses: the screen says who signed it, and records nothing.
  const capture = new CapturePage(page);
  await capture.open(setup.matchId);
  await expect(page.getByRole('heading', { level: 1, name: 'This match is signed off' })).toBeVisible();
  await expect(page.getByText(`Signed off by ${signedBy} on`)).toBeVisible();
  await expect(capture.playersInPool).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Match review' })).toHaveAttribute('href', `/${setup.matchId}/review`);

  // The event list and an event's detail say it is signed, and the detail offers no Save.
  await page.goto(`/${setup.matchId}/events`);
  await expect(page.getByTestId('signed-notice')).toContainText(`Signed by ${signedBy} on`);
  const [stored] = (await (
    await api.get(`/api/events?matchId.equals=${setup.matchId}&size=1&sort=id,asc`, as('user'))
  ).json()) as { id: number }[];
  await page.goto(`/${setup.matchId}/events/${stored!.id}`);
  await expect(page.getByTestId('signed-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);

  // The server refuses a write from anywhere, whoever sends it.
  const write = await api.post('/api/events', {
    ...as('admin'),
    data: {
      uuid: randomUUID(),
      match: { id: setup.matchId },
      team: { id: setup.teamIds.USA },
      quarter: 1,
      time: 10,
      type: 'TIMEOUT',
      offense: true,
    },
  });
  expect(write.status()).toBe(409);
  expect(((await write.json()) as { message: string }).message).toBe('error.matchsigned');

  // The scoresheet closes with the signature.
  const statistics = new StatisticsScreen(page);
  await statistics.open(`?matches=${setup.matchId}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download scoresheet (PDF)' }).click(),
  ]);
  const text = pdfText(new Uint8Array(readFileSync(await download.path()))).replace(/[ \t]+/g, ' ');
  expect(text).toMatch(new RegExp(`Verified by ${signedBy}, \\d{4}-\\d\\d-\\d\\d`));

  // Reopening is an admin's: a user is refused, the admin reopens, and capture is back.
  expect((await api.delete(signOffUrl, as('user'))).status()).toBe(403);
  expect((await api.delete(signOffUrl, as('admin'))).status()).toBe(204);
  await capture.open(setup.matchId);
  await expect(capture.heading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This match is signed off' })).toHaveCount(0);
});
