import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from '../../../../src/data/cache';
import { db } from '../../../../src/data/db';
import type { OutboxRow } from '../../../../src/data/db/rows';
import { loadCaptureContext } from '../../../../src/data/captureState/loadCaptureContext';
import { matchTipsKey } from '../../../../src/data/captureState/matchTipsKey';
import { LAST_SYNC_KEY } from '../../../../src/data/outbox/recordDelivery';
import { LEAGUES_META_KEY } from '../../../../src/data/statistics/listedMatch';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const event = (id: string, matchId = 1, teamId = 1) => ({
  uuid: id,
  match: { id: matchId },
  team: { id: teamId },
  quarter: 1,
  time: 0,
  type: 'SHOOT' as const,
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
});
const possession = (id: string, matchId: number, teamId: number) => ({
  uuid: id,
  match: { id: matchId },
  team: { id: teamId },
  quarter: 1,
  timeFrom: 0,
  offense: true,
  extraPlayer: false,
  isRestart: false,
});
const outboxRow = (row: Pick<OutboxRow, 'entity' | 'op' | 'uuid' | 'payload'>): OutboxRow => ({
  ...row,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  state: 'pending',
  createdAt: 1,
});

/** Match `id` between teams `id*10+1` and `id*10+2`, each with one player (cap 1), an event and a possession. */
async function cacheMatch(id: number) {
  const [home, away] = [id * 10 + 1, id * 10 + 2];
  await db.matches.put({ id, name: `Match ${id}`, team1: { id: home }, team2: { id: away }, status: 'ONGOING' });
  await db.teams.bulkPut([
    { id: home, name: `Team ${home}` },
    { id: away, name: `Team ${away}` },
  ]);
  await db.players.bulkPut([
    { id: home * 10, firstName: 'A', lastName: 'Home', team: { id: home } },
    { id: away * 10, firstName: 'B', lastName: 'Away', team: { id: away } },
  ]);
  await db.matchPlayers.bulkPut([
    {
      id: home * 100,
      cap: 1,
      goalKeeper: false,
      match: { id },
      team: { id: home },
      player: { id: home * 10, lastName: 'Home' },
    },
    {
      id: away * 100,
      cap: 1,
      goalKeeper: false,
      match: { id },
      team: { id: away },
      player: { id: away * 10, lastName: 'Away' },
    },
  ]);
  await db.matchVideos.put({ id: id * 1000, match: { id }, quarter: null, videoUrl: `https://video.test/${id}` });
  await db.matchExternalIds.put({ id: id * 1000, match: { id }, value: `ext-${id}` });
  await db.events.put({ ...event(uuid(id * 100 + 1), id, home), id: id * 100 + 1 });
  await db.possessions.put({ ...possession(uuid(id * 100 + 2), id, home), id: id * 100 + 2 });
  await db.meta.put({ key: matchTipsKey(id), value: [] });
}

async function matchIdsIn(
  table: 'matches' | 'matchPlayers' | 'matchVideos' | 'matchExternalIds' | 'events' | 'possessions',
) {
  const rows = (await db[table].toArray()) as ({ id: number } | { match: { id: number } })[];
  return [...new Set(rows.map((row) => ('match' in row ? row.match.id : row.id)))].sort();
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

it('empties cached reference data and synced captures', async () => {
  await db.matches.put({ id: 1, name: 'A v B', team1: { id: 1 }, team2: { id: 2 }, status: 'ONGOING' });
  await db.teams.put({ id: 1, name: 'A' });
  await db.events.put(event('synced'));
  expect(await clearCache()).toEqual({ pendingCaptures: 0 });
  expect(await db.matches.count()).toBe(0);
  expect(await db.teams.count()).toBe(0);
  expect(await db.events.count()).toBe(0);
});

it('never drops unsynced captures: their outbox rows and rows stay', async () => {
  await db.events.bulkPut([event('pending'), event('synced', 2)]);
  await db.outbox.add(outboxRow({ entity: 'event', op: 'create', uuid: 'pending', payload: {} }));
  await db.liveStates.put({ matchId: 1, state: {}, updatedAt: 1 });
  expect(await clearCache()).toEqual({ pendingCaptures: 1 });
  expect((await db.events.toArray()).map((e) => e.uuid)).toEqual(['pending']);
  expect(await db.outbox.count()).toBe(1);
  expect(await db.liveStates.count()).toBe(1);
});

describe('a match in progress on this device keeps everything capture needs', () => {
  it.each([
    ['a capture state', () => db.liveStates.put({ matchId: 1, state: { quarter: 2 }, updatedAt: 1 })],
    [
      'a queued start',
      () =>
        db.outbox.add(
          outboxRow({ entity: 'match', op: 'update', uuid: 'match:1', payload: { action: 'start', matchId: 1 } }),
        ),
    ],
    [
      'an unsynced event',
      () => db.outbox.add(outboxRow({ entity: 'event', op: 'create', uuid: uuid(9), payload: event(uuid(9)) })),
    ],
    [
      'a queued delete whose local row is still there',
      () => db.outbox.add(outboxRow({ entity: 'possession', op: 'delete', uuid: uuid(102), payload: null })),
    ],
  ])('kept because it has %s, while other matches are cleared', async (_, markInProgress) => {
    await cacheMatch(1);
    await cacheMatch(2);
    await markInProgress();

    await clearCache();

    for (const table of [
      'matches',
      'matchPlayers',
      'matchVideos',
      'matchExternalIds',
      'events',
      'possessions',
    ] as const) {
      expect(await matchIdsIn(table), table).toEqual([1]);
    }
    expect((await db.teams.toArray()).map((team) => team.id).sort()).toEqual([11, 12]);
    expect((await db.players.toArray()).map((player) => player.id).sort()).toEqual([110, 120]);
    expect(await db.meta.get(matchTipsKey(1))).toBeDefined();
    expect(await db.meta.get(matchTipsKey(2))).toBeUndefined();
  });

  it('the scorer offline carries on: the capture context still loads after Clear cache', async () => {
    await cacheMatch(1);
    await db.liveStates.put({ matchId: 1, state: { quarter: 1 }, updatedAt: 1 });

    await clearCache();

    const context = await loadCaptureContext(1, 'team1');
    expect(context.match.name).toBe('Match 1');
    expect(context.roster.team1.map((player) => player.cap)).toEqual([1]);
    expect(context.roster.team2.map((player) => player.cap)).toEqual([1]);
    expect(context.events.map((row) => row.uuid)).toEqual([uuid(101)]);
    expect(context.possessions.map((row) => row.uuid)).toEqual([uuid(102)]);
  });
});

it('clears the cached leagues and tips but keeps the last sync time', async () => {
  await db.meta.bulkPut([
    { key: LEAGUES_META_KEY, value: [{ id: 1, name: 'OB I', season: '2025' }] },
    { key: matchTipsKey(7), value: [] },
    { key: LAST_SYNC_KEY, value: 123 },
  ]);
  await clearCache();
  expect((await db.meta.toArray()).map((row) => row.key)).toEqual([LAST_SYNC_KEY]);
});
