import { beforeEach, describe, expect, it } from 'vitest';
import { db, type MatchRow } from '../../../../src/data/db';
import { endMatchLocally, readOngoingMatches } from '../../../../src/data/matchData';
import { resetDb } from '../outbox/outboxFixtures';

const match = (id: number, name: string, status: MatchRow['status']): MatchRow => ({
  id,
  name,
  status,
  team1: { id: 1, name: 'A' },
  team2: { id: 2, name: 'B' },
});

beforeEach(async () => {
  await resetDb();
  await db.matches.bulkPut([match(1, 'Zeta', 'ONGOING'), match(2, 'Alpha', 'ONGOING'), match(3, 'Beta', 'SCHEDULED')]);
  await db.liveStates.put({ matchId: 1, state: { quarter: 3, time: 125, selectedTeam: 'team1' }, updatedAt: 0 });
});

describe('ongoing matches', () => {
  it('lists ONGOING matches by name with the quarter and time this device captured', async () => {
    expect(await readOngoingMatches()).toEqual([
      { match: expect.objectContaining({ name: 'Alpha' }), quarter: null, time: null },
      { match: expect.objectContaining({ name: 'Zeta' }), quarter: 3, time: 125 },
    ]);
  });

  it('ending a match takes it off the list at once and queues the end call', async () => {
    await endMatchLocally(1, 1000);
    expect((await readOngoingMatches()).map((row) => row.match.name)).toEqual(['Alpha']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ entity: 'match', uuid: 'match:1', payload: { action: 'end', matchId: 1 } }),
    ]);
  });
});
