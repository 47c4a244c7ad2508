import { beforeEach, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';

const ref = (id: number) => ({ id });
const rosterRow = (id: number, matchId: number) =>
  ({ id, match: ref(matchId), team: ref(10), cap: id, player: ref(id) }) as never;
const eventRow = (uuid: string, matchId: number) =>
  ({
    uuid,
    match: ref(matchId),
    team: ref(10),
    quarter: 1,
    time: 0,
    type: 'SHOOT',
    offense: true,
    extraPlayer: false,
    needsReview: false,
  }) as never;
const possessionRow = (uuid: string, matchId: number) =>
  ({ uuid, match: ref(matchId), team: ref(10), quarter: 1, start: 0 }) as never;

beforeEach(async () => {
  db.close();
  await db.delete();
  await db.open();
});

async function seed(): Promise<void> {
  await db.matchPlayers.bulkPut([rosterRow(1, 1), rosterRow(2, 2)]);
  await db.events.bulkPut([eventRow('e1', 1), eventRow('e2', 2)]);
  await db.possessions.bulkPut([possessionRow('p1', 1), possessionRow('p2', 2)]);
  await db.matchSummaries.bulkPut([{ matchId: 1 }, { matchId: 2 }] as never);
  await db.matchQuarterSummaries.bulkPut(
    [1, 2].flatMap((matchId) => [1, 4, 5].map((quarter) => ({ matchId, quarter }))) as never,
  );
}

const refreshRosterOfMatch1 = () =>
  db.transaction('rw', db.matchPlayers, async () => {
    await db.matchPlayers.where('[match.id+team.id]').equals([1, 10]).delete();
    await db.matchPlayers.bulkPut([rosterRow(1, 1), rosterRow(3, 1)]);
  });

it('the first roster refresh on a fresh device (nothing cached to delete) stores the roster', async () => {
  await refreshRosterOfMatch1();
  expect((await db.matchPlayers.toArray()).map((row) => row.id)).toEqual([1, 3]);
});

// Each write runs inside an explicit read-write transaction whose callback awaits, as the app's writers do.
const writes: [string, () => Promise<unknown>, number[]][] = [
  ['a roster refresh (delete by index, then bulkPut)', refreshRosterOfMatch1, [2]],
  ['an event put', () => db.transaction('rw', db.events, async () => db.events.put(eventRow('e3', 1))), [2]],
  ['an event replaced', () => db.transaction('rw', db.events, async () => db.events.update('e1', { time: 12 })), [2]],
  [
    'server ids written back onto events',
    () => db.transaction('rw', db.events, async () => db.events.bulkUpdate([{ key: 'e1', changes: { id: 7 } }])),
    [2],
  ],
  [
    'an event moved to match 2',
    () => db.transaction('rw', db.events, async () => db.events.update('e1', { match: ref(2) })),
    [],
  ],
  [
    "an event's match changed by its id",
    () =>
      db.transaction('rw', db.events, async () => db.events.bulkUpdate([{ key: 'e2', changes: { 'match.id': 1 } }])),
    [],
  ],
  ['a possession deleted', () => db.transaction('rw', db.possessions, async () => db.possessions.delete('p1')), [2]],
  [
    'events deleted by match',
    () => db.transaction('rw', db.events, async () => db.events.where('match.id').equals(1).delete()),
    [2],
  ],
  [
    'a roster row moved to match 1',
    () => db.transaction('rw', db.matchPlayers, async () => db.matchPlayers.put(rosterRow(2, 1))),
    [],
  ],
];

it.each(writes)(
  '%s succeeds and drops only the summaries and quarter slices of the matches it touches',
  async (_, write, kept) => {
    await seed();
    await write();
    expect((await db.matchSummaries.toArray()).map((row) => row.matchId)).toEqual(kept);
    expect((await db.matchQuarterSummaries.toArray()).map((row) => [row.matchId, row.quarter])).toEqual(
      kept.flatMap((matchId) => [1, 4, 5].map((quarter) => [matchId, quarter])),
    );
  },
);
