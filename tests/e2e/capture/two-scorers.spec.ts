import type { Browser, BrowserContext, Locator } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { AUTH_STORAGE_KEY, expect, test } from '../support/fixtures';
import { CapturePage } from './pages/CapturePage';
import { StartMatchDialog } from './pages/StartMatchDialog';
import { localRows } from '../sync/syncFixtures';
import { createCaptureMatch, serverRows } from './support/captureMatch';
import { EVENT_LINK_FIELDS, linkFieldsOf, localLinks, POSSESSION_LINK_FIELDS } from './support/localLinks';

const TABLET = { width: 1024, height: 768 };
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
  EXCLUSIONFOR: '#\\d+ excluded',
  EXCLUSIONAGAINST: 'Their #\\d+ excluded',
  SWIMOFF: 'Swimoff',
  SWIMOFFAGAINST: '(Swimoff against|Swimoff won by their)',
  OFFENSE_START: 'Offense start',
  DEFENSE_START: 'Defense start',
  PLAYER_IN: 'Player in',
};

/** A row of the last-events list reads 'Q{n} {clock}{what happened, to whom}[outcome][!]' (a pattern per type). */
const listedAs = (type: string): RegExp => new RegExp(`^Q1 \\d+:\\d\\d${LABELS[type]}(?! against)`);

/**
 * Last events lists exactly these rows, newest first. The list draws only the rows in view (the others are empty
 * items of the same height), so it is read scrolled to the top and to the bottom, which together show every row.
 */
async function expectListed(list: Locator, expected: RegExp[]): Promise<void> {
  await expect(list).toHaveAttribute('data-count', String(expected.length));
  for (const edge of ['top', 'bottom'] as const) {
    await list.evaluate((element, to) => {
      element.scrollTop = to === 'top' ? 0 : element.scrollHeight;
    }, edge);
    await expect
      .poll(async () => {
        const drawn = await list
          .locator(':scope > li')
          .evaluateAll((items) => items.map((item) => item.querySelector('button')?.textContent ?? null));
        return drawn.length === expected.length && drawn.some((text) => text !== null)
          ? drawn.every((text, index) => text === null || expected[index]!.test(text))
          : `${drawn.length} items`;
      }, `Last events scrolled to the ${edge}`)
      .toBe(true);
  }
}

const only = (rows: Row[], type: string): Row => {
  const found = rows.filter((row) => row.type === type);
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
};

/** The two scorers' records of one happening name each other. */
const expectLinked = (a: Row, b: Row): void => {
  expect(a.opponentEventUuid, `${String(a.type)} names ${String(b.type)}`).toBe(b.uuid);
  expect(b.opponentEventUuid, `${String(b.type)} names ${String(a.type)}`).toBe(a.uuid);
};

const isPossessionStart = (row: Row) => row.type === 'OFFENSE_START' || row.type === 'DEFENSE_START';

test('two scorers on two devices capture one team each; each side keeps its own log, and the server links the two records of each happening and possession', async ({
  browser,
  storedAuth,
}) => {
  test.setTimeout(180_000);
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

    // Each team's log on the server, as each scorer recorded it (docs/product.md §4: player in/out, possession starts).
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

    // The server links the two records of each happening, both ways; a player in or out has no counterpart.
    const swimoff = only(team1, 'SWIMOFF');
    const swimoffAgainst = only(team2, 'SWIMOFFAGAINST');
    expectLinked(swimoff, swimoffAgainst);
    expectLinked(shot, shotAgainst);
    expectLinked(exclusion, exclusionAgainst);
    const all = [...team1, ...team2];
    expect(new Set(all.map((row) => row.uuid)).size).toBe(all.length);
    for (const row of all.filter((r) => r.type === 'PLAYER_IN')) expect(row.opponentEventUuid).toBeNull();

    // ... and of each possession: team1's attack after the swim-off, team2's attack after the goal, and team2's
    // man-up after the exclusion, each with the other side's players and formation, and their starts linked too.
    const possessions = {
      team1: await serverRows('possessions', match.id, match.team1.id),
      team2: await serverRows('possessions', match.id, match.team2.id),
    };
    expect(possessions.team1).toHaveLength(4);
    expect(possessions.team2).toHaveLength(4);
    const possessionOf = (side: 'team1' | 'team2', event: Row): Row =>
      possessions[side].find((possession) => possession.uuid === event.possessionUuid)!;
    const lastOf = (rows: Row[], type: string): Row => rows.filter((row) => row.type === type).at(-1)!;
    const pairs = [
      [possessionOf('team1', swimoff), possessionOf('team2', swimoffAgainst)],
      [possessionOf('team1', exclusion), possessionOf('team2', exclusionAgainst)],
      [possessionOf('team1', lastOf(team1, 'DEFENSE_START')), possessionOf('team2', lastOf(team2, 'OFFENSE_START'))],
    ] as const;
    expect(possessionOf('team1', shot)).toEqual(pairs[0][0]);
    expect(possessionOf('team2', shotAgainst)).toEqual(pairs[0][1]);
    for (const [ours, theirs] of pairs) {
      expect(ours).toMatchObject({
        offense: !theirs.offense,
        opponentPossessionUuid: theirs.uuid,
        opponentPlayersInWater: theirs.playersInWater,
        opponentFormation: theirs.formation,
      });
      expect(theirs).toMatchObject({
        opponentPossessionUuid: ours.uuid,
        opponentPlayersInWater: ours.playersInWater,
        opponentFormation: ours.formation,
      });
      const startIn = (rows: Row[], possession: Row) =>
        rows.find((row) => isPossessionStart(row) && row.possessionUuid === possession.uuid)!;
      expectLinked(startIn(team1, ours), startIn(team2, theirs));
    }
    // The possession each scorer's first player in opened, before the swim-off, is nobody's counterpart.
    const linkedUuids = new Set(pairs.flat().map((possession) => possession.uuid));
    const allPossessions = [...possessions.team1, ...possessions.team2];
    for (const possession of allPossessions.filter((p) => !linkedUuids.has(p.uuid))) {
      expect(allPossessions.map((p) => p.uuid)).not.toContain(possession.opponentPossessionUuid);
      expect(possession.opponentPlayersInWater).toBeNull();
    }
    // Every event names its possession's counterpart (if any) as its opponent possession.
    for (const side of ['team1', 'team2'] as const) {
      const events = side === 'team1' ? team1 : team2;
      for (const event of events)
        expect(event.opponentPossessionUuid, String(event.type)).toBe(possessionOf(side, event).opponentPossessionUuid);
    }
    const serverLinks = {
      events: linkFieldsOf(all, EVENT_LINK_FIELDS),
      possessions: linkFieldsOf(allPossessions, POSSESSION_LINK_FIELDS),
    };

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
          // Delivered rows take the server's copy: this browser now holds the links the server made.
          await expect.poll(() => localLinks(scorer.page, match.id)).toEqual(serverLinks);
        }
        await expectListed(scorer.lastEvents, expectedTypes[side].toReversed().map(listedAs));
        await expect(scorer.score('team1')).toContainText('1');
        await expect(scorer.score('team2')).toContainText('0');
      }
    }
  } finally {
    await Promise.all([homeContext.close(), awayContext.close()]);
  }
});
