import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/data/api/createApiClient';
import { db } from '../../../../src/data/db';
import { captureDataStoreOf, forgetCaptureStates, loadCaptureContext } from '../../../../src/data/captureState';
import { captureDataStores } from '../../../../src/data/captureState/captureDataStores';
import { readMatchCaptureData } from '../../../../src/data/captureState/readMatchCaptureData';
import { leagueKey } from '../../../../src/data/matchData/leagueKey';
import { refreshMatchData } from '../../../../src/data/matchData';
import { resetDb } from '../outbox/outboxFixtures';
import { cacheCaptureMatch, eventually, LEAGUE, MATCH, MATCH_ID } from './captureFixtures';

beforeEach(async () => {
  forgetCaptureStates();
  await resetDb();
});
afterEach(() => forgetCaptureStates());

/** A server that knows the match and its league and has no rows for anything else. */
const server = createApiClient({
  getToken: () => null,
  onUnauthorized: () => {},
  baseURL: 'http://poolside.test/api',
  fetch: async (input) => {
    const path = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).pathname;
    const body = path === `/api/matches/${MATCH_ID}` ? MATCH : path === `/api/leagues/${LEAGUE.id}` ? LEAGUE : [];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': Array.isArray(body) ? '0' : '1' },
    });
  },
});

describe("the league's quarter length in the capture context", () => {
  it('is the 420 s of the match league cached on the device', async () => {
    await cacheCaptureMatch();
    expect((await loadCaptureContext(MATCH_ID, 'team1')).quarterLength).toBe(420);
    expect((await loadCaptureContext(MATCH_ID, 'team2')).quarterLength).toBe(420);
  });

  it('is left to the engine default (480 s) while the league is not on the device', async () => {
    await cacheCaptureMatch({ isLeagueCached: false });
    expect((await loadCaptureContext(MATCH_ID, 'team1')).quarterLength).toBeUndefined();
  });

  it("is cached with the match's data when the match is loaded, so it holds offline", async () => {
    await refreshMatchData(MATCH_ID, undefined, server);
    expect((await db.meta.get(leagueKey(LEAGUE.id)))?.value).toEqual(LEAGUE);
    expect((await loadCaptureContext(MATCH_ID, 'team1')).quarterLength).toBe(420);
  });
});

describe("the league's rules in the capture data", () => {
  const WORLD_AQUATICS = {
    quarterLength: 480,
    exclusionTime: 20,
    possessionClock: 30,
    resetClock: 20,
    poolLength: 30,
    timeoutsPerMatch: 2,
  };

  it('are those the league cached on the device chose, the defaults for the rest', async () => {
    await cacheCaptureMatch();
    await db.meta.put({ key: leagueKey(LEAGUE.id), value: { ...LEAGUE, exclusionTime: 18, possessionClock: 28 } });
    expect((await readMatchCaptureData(MATCH_ID))?.rules).toEqual({
      ...WORLD_AQUATICS,
      quarterLength: 420,
      exclusionTime: 18,
      possessionClock: 28,
      resetClock: 18,
    });
  });

  it('are the World Aquatics rules while the league is not on the device', async () => {
    await cacheCaptureMatch({ isLeagueCached: false });
    expect((await readMatchCaptureData(MATCH_ID))?.rules).toEqual(WORLD_AQUATICS);
  });

  it('follow a change of the league while the screen watches the match', async () => {
    await cacheCaptureMatch();
    const store = captureDataStoreOf(MATCH_ID);
    const unwatch = store.watch(() => {});
    await eventually(() => store.view() != null);
    await db.meta.put({ key: leagueKey(LEAGUE.id), value: { ...LEAGUE, poolLength: 25, timeoutsPerMatch: 1 } });
    await eventually(() => store.view()?.rules.poolLength === 25);
    expect(store.view()?.rules.timeoutsPerMatch).toBe(1);
    unwatch();
  });
});

describe('the capture data held in memory while the screen watches the match', () => {
  it('follows a roster change made on the device at once', async () => {
    await cacheCaptureMatch();
    const store = captureDataStoreOf(MATCH_ID);
    const unwatch = store.watch(() => {});
    await eventually(() => store.view() != null);
    expect((await loadCaptureContext(MATCH_ID, 'team1')).roster.team1.map((player) => player.cap)).toHaveLength(7);

    await db.matchPlayers.put({
      id: 1108,
      cap: 8,
      goalKeeper: false,
      match: { id: MATCH_ID },
      team: { id: MATCH.team1.id },
      player: { id: 1108, firstName: 'New', lastName: 'Comer' },
    });

    await eventually(() => store.view()?.roster.team1.length === 8);
    const context = await loadCaptureContext(MATCH_ID, 'team1');
    expect(context.roster.team1.at(-1)).toEqual({ cap: 8, goalKeeper: false, firstName: 'New', lastName: 'Comer' });
    unwatch();
  });

  it("follows a change of the teams' names and of the league's quarter length", async () => {
    await cacheCaptureMatch();
    const store = captureDataStoreOf(MATCH_ID);
    const unwatch = store.watch(() => {});
    await eventually(() => store.view() != null);

    await db.matches.update(MATCH_ID, { team2: { id: MATCH.team2.id, name: 'Jadran' } });
    await db.meta.put({ key: leagueKey(LEAGUE.id), value: { ...LEAGUE, quarterLength: 360 } });

    await eventually(() => store.view()?.quarterLength === 360);
    const context = await loadCaptureContext(MATCH_ID, 'team1');
    expect(context.match.team2.name).toBe('Jadran');
    expect(context.quarterLength).toBe(360);
    unwatch();
  });

  it('is forgotten on sign-out or a change of user, and the screen hears of it', async () => {
    await cacheCaptureMatch();
    const store = captureDataStoreOf(MATCH_ID);
    let heard = 0;
    store.watch(() => (heard += 1));
    await eventually(() => store.view() != null);
    const heardBefore = heard;

    forgetCaptureStates();

    expect(store.view()).toBeUndefined();
    expect(heard).toBeGreaterThan(heardBefore);
    expect(captureDataStores.size).toBe(0);
  });
});
