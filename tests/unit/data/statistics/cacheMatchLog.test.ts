import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import type { EventRow, OutboxRow } from '../../../../src/data/db';
import { cacheMatchLog } from '../../../../src/data/statistics';

const event = (uuid: string, matchId: number, notes: string): EventRow => ({
  uuid,
  match: { id: matchId },
  team: { id: 1 },
  quarter: 1,
  time: 10,
  type: 'SHOOT',
  offense: true,
  extraPlayer: false,
  needsReview: false,
  timeEstimated: false,
  notes,
});

const pending = (uuid: string, state: OutboxRow['state'] = 'pending'): OutboxRow => ({
  entity: 'event',
  op: 'update',
  uuid,
  payload: {},
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  state,
  createdAt: 1,
});

const log = (events: EventRow[], matchIds = [1]) => ({
  matchIds,
  events,
  possessions: [],
  matchPlayers: [],
  matchVideos: [],
});
const notesOf = async (uuid: string) => (await db.events.get(uuid))?.notes;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('caching the events of opened matches', () => {
  it('stores the server rows and replaces a synced local copy', async () => {
    await db.events.put(event('a', 1, 'old'));
    await cacheMatchLog(log([event('a', 1, 'server'), event('b', 1, 'server')]));
    expect(await notesOf('a')).toBe('server');
    expect(await notesOf('b')).toBe('server');
  });

  it('never overwrites a local row that still has outbox rows, pending or parked', async () => {
    await db.events.bulkPut([event('edited', 1, 'local edit'), event('parked', 1, 'local parked')]);
    await db.outbox.bulkAdd([pending('edited'), pending('parked', 'parked')]);
    await cacheMatchLog(log([event('edited', 1, 'server'), event('parked', 1, 'server')]));
    expect(await notesOf('edited')).toBe('local edit');
    expect(await notesOf('parked')).toBe('local parked');
  });

  it('keeps an unsynced capture the server does not know yet, drops rows deleted elsewhere', async () => {
    await db.events.bulkPut([
      event('new-here', 1, 'local'),
      event('deleted-elsewhere', 1, 'stale'),
      event('other-match', 2, 'kept'),
    ]);
    await db.outbox.add({ ...pending('new-here'), op: 'create' });
    await cacheMatchLog(log([event('on-server', 1, 'server')]));
    expect((await db.events.orderBy('uuid').primaryKeys()).sort()).toEqual(['new-here', 'on-server', 'other-match']);
  });
});
