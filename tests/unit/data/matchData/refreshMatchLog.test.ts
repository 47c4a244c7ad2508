import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import { refreshMatchLog } from '../../../../src/data/matchData';
import { queueOutboxWrite } from '../../../../src/data/outbox';
import { anEvent, resetDb } from '../outbox/outboxFixtures';
import { fakeApi } from './fakeApi';

beforeEach(() => resetDb());

const eventsIn = async () => (await db.events.toArray()).map((event) => event.uuid).sort();

describe('refreshMatchLog', () => {
  it('asks for the team log sorted by id with the spec page sizes', async () => {
    const asked: string[] = [];
    await refreshMatchLog(
      1,
      1,
      fakeApi((path, query) => (asked.push(`${path}?${query}`), [])),
    );
    expect(asked).toEqual([
      '/events?matchId.equals=1&teamId.equals=1&sort=id%2Casc&page=0&size=400',
      '/possessions?matchId.equals=1&teamId.equals=1&sort=id%2Casc&page=0&size=200',
    ]);
  });

  it('stores the server rows and removes a cached row the server no longer lists', async () => {
    const kept = anEvent({ id: 1 });
    const deletedElsewhere = anEvent({ id: 2 });
    await db.events.bulkPut([kept, deletedElsewhere]);
    await refreshMatchLog(
      1,
      1,
      fakeApi((path) => (path === '/events' ? [{ ...kept, notes: 'from the server' }] : [])),
    );
    expect(await eventsIn()).toEqual([kept.uuid]);
    expect((await db.events.get(kept.uuid))?.notes).toBe('from the server');
  });

  it("the server's copy keeps the device's recording order of the row it replaces", async () => {
    const recorded = { ...anEvent({ id: 5 }), recordedSeq: 42 };
    await db.events.put(recorded);
    const { recordedSeq: _local, ...serverCopy } = recorded;
    await refreshMatchLog(
      1,
      1,
      fakeApi((path) => (path === '/events' ? [{ ...serverCopy, notes: 'from the server' }] : [])),
    );
    expect(await db.events.get(recorded.uuid)).toMatchObject({ notes: 'from the server', recordedSeq: 42 });
  });

  it('a row with a queued write keeps its local copy over the server copy', async () => {
    const edited = anEvent({ id: 3, notes: 'local edit' });
    await db.events.put(edited);
    await queueOutboxWrite({ entity: 'event', op: 'update', uuid: edited.uuid, serverId: 3, payload: edited });
    await refreshMatchLog(
      1,
      1,
      fakeApi((path) => (path === '/events' ? [{ ...edited, notes: 'stale' }] : [])),
    );
    expect((await db.events.get(edited.uuid))?.notes).toBe('local edit');
  });

  it('a row recorded and delivered while the answer was on its way is kept', async () => {
    const recordedMeanwhile = anEvent({ id: 9 });
    const api = fakeApi(async (path) => {
      if (path === '/events') await db.events.put(recordedMeanwhile);
      return [];
    });
    await refreshMatchLog(1, 1, api);
    expect(await eventsIn()).toEqual([recordedMeanwhile.uuid]);
  });

  it('a row queued when the fetch began and delivered meanwhile is neither removed nor overwritten', async () => {
    const delivered = anEvent({ notes: 'newest' });
    await db.events.put(delivered);
    await queueOutboxWrite({ entity: 'event', op: 'create', uuid: delivered.uuid, payload: delivered });
    const api = fakeApi(async (path) => {
      if (path === '/events') await db.outbox.clear();
      return [];
    });
    await refreshMatchLog(1, 1, api);
    expect((await db.events.get(delivered.uuid))?.notes).toBe('newest');
  });
});
