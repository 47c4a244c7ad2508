import { beforeEach, describe, expect, it } from 'vitest';
import { logout, session, setSession } from '../../../../src/data/auth';
import { claimDeviceCache } from '../../../../src/data/cache/claimDeviceCache';
import { CACHE_OWNER_KEY } from '../../../../src/data/cache/cacheOwnerKey';
import { readCacheOwner } from '../../../../src/data/cache/readCacheOwner';
import { db } from '../../../../src/data/db';
import type { DataOwner } from '../../../../src/data/db/rows';
import { openCaptureState } from '../../../../src/data/captureState/captureStateRegistry';
import { localVideoTable } from '../../../../src/data/video/localVideoTable';
import { accountOf, signInAs } from '../owner/signInAs';
import { pendingCapture } from '../support/outboxRows';

const ANNA: DataOwner = { userId: 5, organizationId: 1 };
const BORIS: DataOwner = { userId: 9, organizationId: 2 };
const ANNA_ELSEWHERE: DataOwner = { userId: 5, organizationId: 2 };

/** One row in every table a signed-in user fills, as the analyst leaves it after opening /3/events. */
async function cacheEverything(): Promise<void> {
  await db.matches.put({ id: 3, name: 'Sharks v Tritons', team1: { id: 1 }, team2: { id: 2 }, status: 'ENDED' });
  await db.teams.put({ id: 1, name: 'Sharks' });
  await db.players.put({ id: 10, firstName: 'A', lastName: 'Home', team: { id: 1 } });
  await db.matchPlayers.put({
    id: 100,
    cap: 1,
    goalKeeper: false,
    match: { id: 3 },
    team: { id: 1 },
    player: { id: 10 },
  });
  await db.matchVideos.put({ id: 7, match: { id: 3 }, quarter: null, videoUrl: 'https://video.test/3' });
  await db.matchExternalIds.put({ id: 8, match: { id: 3 }, value: 'ext-3' });
  const base = { match: { id: 3 }, team: { id: 1 }, quarter: 1, offense: true, extraPlayer: false };
  await db.events.put({ ...base, uuid: 'e1', id: 1, time: 0, type: 'SHOOT', needsReview: false, timeEstimated: false });
  await db.possessions.put({ ...base, uuid: 'p1', id: 1, timeFrom: 0, isRestart: false });
  await db.liveStates.put({ matchId: 3, state: { quarter: 2, selectedTeam: 'team1' }, updatedAt: 1 });
  await db.meta.bulkPut([
    { key: 'tips:3', value: [] },
    { key: 'statistics.leagues', value: [{ id: 1, name: 'League', season: null }] },
    { key: 'lastSyncAt', value: 1 },
  ]);
  await localVideoTable().put({
    key: '3:all',
    matchId: 3,
    quarter: null,
    name: 'm.mp4',
    size: 1,
    type: 'video/mp4',
    savedAt: 1,
  });
}

async function countsOfCachedTables(): Promise<Record<string, number>> {
  const cached = db.tables.filter((table) => !['outbox', 'auth'].includes(table.name));
  return Object.fromEntries(await Promise.all(cached.map(async (table) => [table.name, await table.count()] as const)));
}
const everyCachedTableEmpty = () =>
  Object.fromEntries(db.tables.filter((t) => !['outbox', 'auth'].includes(t.name)).map((t) => [t.name, 0]));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  setSession({ token: null, account: null, error: null });
});

describe('logout on a shared device', () => {
  it('leaves no cached row of the user, in any table, and keeps the outbox under its owner', async () => {
    await signInAs(ANNA);
    await cacheEverything();
    await db.meta.put({ key: CACHE_OWNER_KEY, value: ANNA });
    await db.outbox.bulkAdd([pendingCapture('queued-by-anna', ANNA), pendingCapture('queued-before-owners')]);

    await logout();

    expect(await countsOfCachedTables()).toEqual(everyCachedTableEmpty());
    expect((await db.outbox.toArray()).map((row) => [row.uuid, row.owner])).toEqual([
      ['queued-by-anna', ANNA],
      ['queued-before-owners', ANNA],
    ]);
    expect(session.account).toBeNull();
    expect((await db.auth.get('current'))?.token).toBeNull();
  });

  it('forgets the open matches held in memory, not just their rows', async () => {
    await signInAs(ANNA);
    await db.liveStates.put({ matchId: 3, state: { quarter: 3, selectedTeam: 'team2' }, updatedAt: 1 });
    expect((await openCaptureState(3)).quarter).toBe(3);

    await logout();

    expect((await openCaptureState(3)).quarter).toBe(1);
  });
});

describe('signing in on a device another user cached data on', () => {
  it.each<[string, DataOwner | null, DataOwner, 'adopt' | 'forget', boolean]>([
    ['the same user again keeps the cache', ANNA, ANNA, 'forget', true],
    ['another user of another organisation finds it empty', ANNA, BORIS, 'adopt', false],
    ['the same user in another organisation finds it empty', ANNA, ANNA_ELSEWHERE, 'adopt', false],
    ['a restored session adopts a cache of unknown owner', null, BORIS, 'adopt', true],
    ['a fresh login does not take over a cache of unknown owner', null, BORIS, 'forget', false],
  ])('%s', async (_, cachedBy, signingIn, unknownOwner, isKept) => {
    await cacheEverything();
    if (cachedBy) await db.meta.put({ key: CACHE_OWNER_KEY, value: cachedBy });

    await claimDeviceCache(accountOf(signingIn), unknownOwner);

    expect(await db.events.count()).toBe(isKept ? 1 : 0);
    expect(await db.matches.count()).toBe(isKept ? 1 : 0);
    expect(await readCacheOwner()).toEqual(signingIn);
  });

  it("keeps the previous user's queued captures theirs, and gives rows of no owner to the one who queued them", async () => {
    await db.meta.put({ key: CACHE_OWNER_KEY, value: ANNA });
    await db.outbox.bulkAdd([pendingCapture('anna', ANNA), pendingCapture('legacy')]);

    await claimDeviceCache(accountOf(BORIS));

    expect((await db.outbox.toArray()).map((row) => [row.uuid, row.owner])).toEqual([
      ['anna', ANNA],
      ['legacy', ANNA],
    ]);
  });

  it('gives rows queued before owners to the first user who signs in when no owner was recorded', async () => {
    await db.outbox.add(pendingCapture('legacy'));

    await claimDeviceCache(accountOf(BORIS));

    expect((await db.outbox.toArray()).map((row) => row.owner)).toEqual([BORIS]);
  });
});
