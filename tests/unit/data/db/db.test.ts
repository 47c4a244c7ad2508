import { expect, it } from 'vitest';
import { db } from '../../../../src/data/db';

it('one database holds every table of the app and the service worker', async () => {
  await db.open();
  expect(db.tables.map((t) => t.name).sort()).toEqual(
    [
      'account',
      'auth',
      'events',
      'liveStates',
      'localVideos',
      'matchExternalIds',
      'matchPlayers',
      'matchSummaries',
      'matchQuarterSummaries',
      'matchVideos',
      'matches',
      'meta',
      'outbox',
      'players',
      'possessions',
      'teams',
    ].sort(),
  );
  expect(db.events.schema.primKey.keyPath).toBe('uuid');
  expect(db.possessions.schema.primKey.keyPath).toBe('uuid');
  expect(db.events.schema.idxByName['[match.id+team.id]']).toBeDefined();
  expect(db.possessions.schema.idxByName['[match.id+team.id]']).toBeDefined();
});

it('events of one match and team are found by the matchId+teamId index', async () => {
  const event = (uuid: string, matchId: number, teamId: number) => ({
    uuid,
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
  await db.events.bulkPut([event('a', 1, 10), event('b', 1, 11), event('c', 2, 10)]);
  const found = await db.events.where('[match.id+team.id]').equals([1, 10]).toArray();
  expect(found.map((e) => e.uuid)).toEqual(['a']);
});
