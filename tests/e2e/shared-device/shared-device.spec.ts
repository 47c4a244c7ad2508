import { CapturePage } from '../capture/pages/CapturePage';
import { EventListPage } from '../capture/pages/EventListPage';
import { StartMatchDialog } from '../capture/pages/StartMatchDialog';
import { createCaptureMatch } from '../capture/support/captureMatch';
import { HomePage } from '../pages/HomePage';
import { LoginPage } from '../pages/LoginPage';
import { NavBar } from '../pages/NavBar';
import { StatisticsScreen } from '../statistics/StatisticsScreen';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO_USERS } from '../support/roles';
import { captureEvents, serverUuids } from '../sync/syncFixtures';
import { VideoAnalysisScreen } from '../video/VideoAnalysisScreen';
import { createDemoClubScorer, createOtherClubScorer, demoClubNames } from './clubUsers';
import { DeviceStorage } from './DeviceStorage';
import { namesShownOn } from './namesShownOn';

const MISSING_MATCH = 'This match does not exist, or it belongs to another organisation.';
/** The tables that outlive a user on the device: the outbox (rows wait for their owner) and the emptied token row. */
const KEPT_TABLES = ['outbox', 'auth'];
const ANALYST = { login: DEMO_USERS.analyst.username, password: DEMO_USERS.analyst.password };

async function signIn(login: LoginPage, user: { login: string; password: string }): Promise<void> {
  await login.open();
  await login.loginAs(user.login, user.password);
  await expect(login.page).toHaveURL('/');
}

async function logOut(nav: NavBar): Promise<void> {
  await nav.logout();
  await expect(nav.page).toHaveURL('/home');
}

/** The answers of these API reads that the browser would still hand out from its HTTP cache, without asking. */
async function answeredFromHttpCache(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(async (paths) => {
    const answered = await Promise.all(
      paths.map(async (path) => {
        try {
          const response = await fetch(path, { cache: 'only-if-cached', mode: 'same-origin' });
          return response.ok ? path : null;
        } catch {
          return null; // not in the cache
        }
      }),
    );
    return answered.filter((path) => path !== null);
  }, urls);
}

async function cachedRowCounts(storage: DeviceStorage): Promise<Record<string, number>> {
  const counts = await storage.counts();
  return Object.fromEntries(Object.entries(counts).filter(([table]) => !KEPT_TABLES.includes(table)));
}

test.describe('one tablet shared by two clubs', () => {
  test('after the analyst logs out, a user of another club finds nothing of the first club on the device', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const [other, firstClub] = await Promise.all([createOtherClubScorer('other-club'), demoClubNames()]);
    const login = new LoginPage(page);
    const nav = new NavBar(page);
    const events = new EventListPage(page);
    const statistics = new StatisticsScreen(page);
    const video = new VideoAnalysisScreen(page);
    const storage = new DeviceStorage(page);
    const apiReads = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().method() === 'GET' && url.pathname.startsWith('/api/') && response.ok())
        apiReads.add(url.pathname + url.search);
    });

    await signIn(login, ANALYST);
    await events.open(3);
    await expect(events.panels.first()).toBeVisible();
    await expect(events.possessions.first()).toBeVisible();
    await statistics.open();
    // The check below can fail: the analyst's filters do list the club's names.
    await expect.poll(() => namesShownOn(page, firstClub)).not.toEqual([]);
    await video.open();
    const cachedByAnalyst = await cachedRowCounts(storage);
    expect(cachedByAnalyst.events).toBeGreaterThan(0);
    expect(cachedByAnalyst.matches).toBeGreaterThan(0);

    await logOut(nav);
    // The screen leaves at once; emptying the device may wait a moment for a background write of the
    // statistics screen (its quarter slices) to finish, and no figure may be written after it.
    const tablesWithRows = async () => Object.entries(await cachedRowCounts(storage)).filter(([, rows]) => rows > 0);
    await expect.poll(tablesWithRows).toEqual([]);
    // Nor does the browser's HTTP cache keep what the analyst read (the account, rosters, the match's events).
    expect(apiReads.size).toBeGreaterThan(5);
    expect(await answeredFromHttpCache(page, [...apiReads])).toEqual([]);

    await signIn(login, other);
    await events.open(3);
    await expect(page.getByText(MISSING_MATCH)).toBeVisible();
    await expect(events.panels).toHaveCount(0);
    await expect(events.possessions).toHaveCount(0);
    expect(await namesShownOn(page, firstClub)).toEqual([]);

    await statistics.open();
    await expect(page.getByRole('heading', { name: 'No matches with events yet' })).toBeVisible();
    expect(await namesShownOn(page, firstClub)).toEqual([]);

    await video.open();
    await expect(page.getByRole('heading', { name: 'No matches with video yet' })).toBeVisible();
    expect(await namesShownOn(page, firstClub)).toEqual([]);
    const cachedForOther = await cachedRowCounts(storage);
    expect([
      cachedForOther.events,
      cachedForOther.possessions,
      cachedForOther.matchPlayers,
      cachedForOther.matches,
    ]).toEqual([0, 0, 0, 0]);
  });

  test('captures left waiting by one scorer are neither shown to nor sent by the next user, and go when their scorer is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const [scorer, other, match] = await Promise.all([
      createDemoClubScorer('scorer'),
      createOtherClubScorer('other-club'),
      createCaptureMatch('Shared tablet'),
    ]);
    const login = new LoginPage(page);
    const nav = new NavBar(page);
    const capture = new CapturePage(page);
    const dialog = new StartMatchDialog(page);
    const storage = new DeviceStorage(page);

    await signIn(login, scorer);
    await new HomePage(page).open();
    await dialog.open();
    await dialog.start(match.name, match.team1.name);
    await expect(capture.heading).toBeVisible();
    await capture.putInWater(1, 2, 3, 4, 5, 6, 7);
    await expect(capture.syncStatus).toContainText('All synced', { timeout: 30_000 });

    // The venue's connection to the server drops: the captures wait on the tablet.
    const unreachable = (route: { abort: (code: string) => Promise<void> }) => route.abort('connectionfailed');
    await context.route('**/api/{events,possessions}**', unreachable);
    await captureEvents(capture, 3);
    const waiting = (await storage.outbox()).filter((row) => row.entity === 'event' && row.op === 'create');
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(waiting.every((row) => row.ownerUserId === scorer.id)).toBe(true);
    await logOut(nav);
    await context.unroute('**/api/{events,possessions}**', unreachable);

    const sentWhileOtherSignedIn: string[] = [];
    const recordCapture = (request: { method: () => string; url: () => string }) => {
      if (request.method() !== 'GET' && /\/api\/(events|possessions)/.test(request.url()))
        sentWhileOtherSignedIn.push(request.url());
    };
    context.on('request', recordCapture);
    await signIn(login, other);
    await expect(capture.syncStatus).toContainText('All synced');
    await expect(page.getByRole('button', { name: /^Sync problems/ })).toHaveCount(0);
    await capture.syncStatus.getByRole('button', { name: /All synced/ }).click();
    await page.goto(`/${match.id}/events`);
    await expect(page.getByText(MISSING_MATCH)).toBeVisible();
    await page.waitForLoadState('networkidle');
    context.off('request', recordCapture);
    expect(sentWhileOtherSignedIn).toEqual([]);
    expect(await serverUuids(match, 'events')).not.toEqual(expect.arrayContaining([waiting[0]!.uuid]));
    expect((await storage.outbox()).filter((row) => row.ownerUserId === scorer.id).map((row) => row.uuid)).toEqual(
      expect.arrayContaining(waiting.map((row) => row.uuid)),
    );

    await logOut(nav);
    await signIn(login, scorer);
    await expect
      .poll(async () => (await storage.outbox()).filter((row) => row.ownerUserId === scorer.id), { timeout: 60_000 })
      .toEqual([]);
    expect(await serverUuids(match, 'events')).toEqual(expect.arrayContaining(waiting.map((row) => row.uuid)));
  });
});
