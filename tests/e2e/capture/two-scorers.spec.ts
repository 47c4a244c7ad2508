import type { Browser, BrowserContext } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { AUTH_STORAGE_KEY, expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { localRows } from '../sync/syncFixtures';
import { createCaptureMatch, serverRows } from './support/captureMatch';

const TABLET = { width: 1024, height: 768 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Row = Awaited<ReturnType<typeof serverRows>>[number];

/** A browser of its own (own storage, own IndexedDB), signed in with `auth`. */
async function scorerContext(browser: Browser, auth: { token: string; account: unknown }): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    viewport: TABLET,
    storageState: {
      cookies: [],
      origins: [{ origin: BASE_URL, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(auth) }] }],
    },
  });
}

const LABELS: Record<string, string> = {
  SHOOT: 'Shoot',
  SHOOTAGAINST: 'Shoot against',
  EXCLUSIONFOR: 'Exclusion for',
  EXCLUSIONAGAINST: 'Exclusion against',
  SWIMOFF: 'Swimoff',
  SWIMOFFAGAINST: 'Swimoff against',
  OFFENSE_START: 'Offense start',
  DEFENSE_START: 'Defense start',
  PLAYER_IN: 'Player in',
};

/** A row of the last-events list reads 'Q{n} {clock}{type label}[#cap][outcome][!]'. */
const listedAs = (type: string): RegExp => new RegExp(`^Q1 \\d+:\\d\\d${LABELS[type]}(?! against)`);

const only = (rows: Row[], type: string): Row => {
  const found = rows.filter((row) => row.type === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
};

test('two scorers on two devices capture one team each; each side keeps its own log and every event its own opponent uuid', async ({
  browser,
  storedAuth,
}) => {
  test.setTimeout(90_000);
  const match = await createCaptureMatch('Two scorers');
  const homeContext = await scorerContext(browser, await storedAuth('user'));
  const awayContext = await scorerContext(browser, await storedAuth('admin'));
  try {
    const home = new CapturePage(await homeContext.newPage());
    const away = new CapturePage(await awayContext.newPage());

    await new StartMatchDialog(home.page).startFromHome(match.name, match.team1.name);
    await expect(home.page).toHaveURL(`/${match.id}/substitutions`);
    await expect(home.page.getByText(`capturing ${match.team1.name}`)).toBeVisible();
    await new StartMatchDialog(away.page).startFromHome(match.name, match.team2.name);
    await expect(away.page).toHaveURL(`/${match.id}/substitutions`);
    await expect(away.page.getByText(`capturing ${match.team2.name}`)).toBeVisible();
    await home.putInWater(1, 2, 3, 4, 5, 6, 7);
    await away.putInWater(1, 2, 3, 4, 5, 6, 7);

    // The swim-off: team1 wins it, seen from both sides.
    for (const scorer of [home, away]) {
      await scorer.chooseEvent('Swimoff');
      await scorer.choice('Swimoff won by', match.team1.name).click();
      await scorer.save();
    }

    // Ten seconds in, team1's #5 scores; team2's scorer records the shot against, faced by its goalkeeper #1.
    for (const scorer of [home, away]) {
      await scorer.page.getByRole('button', { name: 'Time forward 10 seconds' }).click();
      await expect(scorer.scoreboard.getByTestId('scoreboard-time')).toHaveText('7:50');
      await scorer.chooseEvent('Shoot');
      await scorer.choice('Outcome', 'Goal').click();
    }
    await expect(home.page.getByRole('heading', { name: 'New: Shoot', exact: true })).toBeVisible();
    await home.pickPlayer(5);
    await expect(away.page.getByRole('heading', { name: 'New: Shoot against' })).toBeVisible();
    await expect(away.page.getByTestId('event-player')).toHaveText('Player #1');
    for (const scorer of [home, away]) await scorer.save();

    // Team2 attacks: team1's #3 is excluded, drawn by team2's #4; each names the other's player.
    await home.chooseEvent('Exclusion');
    await expect(home.page.getByRole('heading', { name: 'New: Exclusion for' })).toBeVisible();
    await home.pickPlayer(3);
    await home.player(home.opponentPlayer, 4).click();
    await home.save();
    await away.chooseEvent('Exclusion');
    await expect(away.page.getByRole('heading', { name: 'New: Exclusion against' })).toBeVisible();
    await away.pickPlayer(4);
    await away.player(away.opponentPlayer, 3).click();
    await away.save();

    for (const scorer of [home, away]) {
      await expect(scorer.syncStatus).toContainText('All synced', { timeout: 20_000 });
      await expect(scorer.score('team1')).toContainText('1');
      await expect(scorer.score('team2')).toContainText('0');
    }

    // Each team's log on the server, as each scorer recorded it (spec §4: player in/out, possession starts).
    const expectedTypes = {
      team1: [
        'DEFENSE_START',
        ...Array<string>(7).fill('PLAYER_IN'),
        'OFFENSE_START',
        'SWIMOFF',
        'SHOOT',
        'DEFENSE_START',
        'EXCLUSIONFOR',
        'DEFENSE_START',
      ],
      team2: [
        'DEFENSE_START',
        ...Array<string>(7).fill('PLAYER_IN'),
        'DEFENSE_START',
        'SWIMOFFAGAINST',
        'SHOOTAGAINST',
        'OFFENSE_START',
        'EXCLUSIONAGAINST',
        'OFFENSE_START',
      ],
    };
    const rowsOf = async (side: 'team1' | 'team2') => serverRows('events', match.id, match[side].id);
    await expect
      .poll(async () => (await rowsOf('team1')).map((row) => String(row.type)).toSorted(), { timeout: 20_000 })
      .toEqual(expectedTypes.team1.toSorted());
    await expect
      .poll(async () => (await rowsOf('team2')).map((row) => String(row.type)).toSorted(), { timeout: 20_000 })
      .toEqual(expectedTypes.team2.toSorted());
    const team1 = await rowsOf('team1');
    const team2 = await rowsOf('team2');

    // The same plays, mirrored: the scorers' details agree across the two logs.
    const shot = only(team1, 'SHOOT');
    const shotAgainst = only(team2, 'SHOOTAGAINST');
    expect(shot).toMatchObject({ playerNumber: 5, shootOutcome: 'GOAL', offense: true, time: 10 });
    expect(shotAgainst).toMatchObject({ playerNumber: 1, shootOutcome: 'GOAL', offense: false, time: 10 });
    const exclusion = only(team1, 'EXCLUSIONFOR');
    const exclusionAgainst = only(team2, 'EXCLUSIONAGAINST');
    expect(exclusion).toMatchObject({
      playerNumber: 3,
      opponentPlayerNumber: 4,
      exclusionType: 'NORMAL',
      offense: false,
    });
    expect(exclusionAgainst).toMatchObject({
      playerNumber: 4,
      opponentPlayerNumber: 3,
      exclusionType: 'NORMAL',
      offense: true,
    });
    expect(only(team1, 'SWIMOFF').offense).toBe(true);
    expect(only(team2, 'SWIMOFFAGAINST').offense).toBe(false);

    // Spec §4: every event but a player in/out gets its own opponentEventUuid; player in/out events get none.
    const all = [...team1, ...team2];
    const uuids = new Set(all.map((row) => row.uuid));
    expect(uuids.size).toBe(all.length);
    for (const row of all) {
      if (row.type === 'PLAYER_IN' || row.type === 'PLAYER_OUT')
        expect(row.opponentEventUuid, String(row.type)).toBeNull();
      else {
        expect(row.opponentEventUuid, String(row.type)).toMatch(UUID);
        expect(row.opponentEventUuid).not.toBe(row.uuid);
      }
    }
    const opponentUuids = all.map((row) => row.opponentEventUuid).filter((uuid) => uuid != null);
    expect(new Set(opponentUuids).size).toBe(opponentUuids.length);

    // Each side lists only its own team's events, newest first; also after a reload, which fetches both teams'
    // logs into that browser's database.
    const sides = [
      [home, 'team1', team2],
      [away, 'team2', team1],
    ] as const;
    for (const isReloaded of [false, true]) {
      for (const [scorer, side, other] of sides) {
        if (isReloaded) {
          await scorer.page.reload();
          await expect(scorer.heading).toBeVisible();
          await expect
            .poll(async () => (await localRows(scorer.page, match.id)).events)
            .toEqual(expect.arrayContaining(other.map((row) => row.uuid)));
        }
        await expect(scorer.lastEvents.getByRole('button')).toHaveText(expectedTypes[side].toReversed().map(listedAs));
        await expect(scorer.score('team1')).toContainText('1');
        await expect(scorer.score('team2')).toContainText('0');
      }
    }
  } finally {
    await Promise.all([homeContext.close(), awayContext.close()]);
  }
});
