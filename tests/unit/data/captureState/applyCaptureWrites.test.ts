import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import { applyCaptureWrites } from '../../../../src/data/captureState/applyCaptureWrites';
import { startMatchLocally } from '../../../../src/data/captureState/startMatchLocally';
import type { Possession } from '../../../../src/domain/model';
import { anEvent, resetDb } from '../outbox/outboxFixtures';

const possession: Possession = {
  uuid: '11111111-1111-4111-8111-111111111111',
  match: { id: 1 },
  team: { id: 1 },
  quarter: 1,
  timeFrom: 0,
  timeTo: 30,
  videoTo: 60,
  offense: true,
  extraPlayer: false,
  isRestart: false,
};

beforeEach(() => resetDb());

describe('storing a capture', () => {
  it('stores the event, queues its create and persists the capture state together', async () => {
    const event = anEvent();
    await applyCaptureWrites(1, [{ kind: 'putEvent', event }], { quarter: 2 }, 5);

    expect(await db.events.get(event.uuid)).toEqual({ ...event, recordedSeq: expect.any(Number) });
    expect(await db.outbox.toArray()).toMatchObject([
      { entity: 'event', op: 'create', uuid: event.uuid, state: 'pending' },
    ]);
    expect(await db.liveStates.get(1)).toEqual({ matchId: 1, state: { quarter: 2 }, updatedAt: 5 });
  });

  it('numbers rows in the order they were recorded, keeps the number on an edit and never sends it', async () => {
    const [first, second] = [anEvent(), anEvent()];
    await applyCaptureWrites(
      1,
      [
        { kind: 'putEvent', event: first },
        { kind: 'putEvent', event: second },
      ],
      {},
      5,
    );
    const seqOf = async (uuid: string) => (await db.events.get(uuid))?.recordedSeq ?? NaN;
    const [firstSeq, secondSeq] = [await seqOf(first.uuid), await seqOf(second.uuid)];
    expect(firstSeq).toBeLessThan(secondSeq);

    await applyCaptureWrites(1, [{ kind: 'putEvent', event: { ...first, notes: 'edited' } }], {}, 9);
    expect(await seqOf(first.uuid)).toBe(firstSeq);
    for (const row of await db.outbox.toArray()) expect(row.payload).not.toHaveProperty('recordedSeq');
  });

  it('stores nothing and queues nothing when any part of the transaction fails', async () => {
    const event = anEvent();
    const uncloneable = { callback: () => undefined };

    await expect(applyCaptureWrites(1, [{ kind: 'putEvent', event }], uncloneable)).rejects.toThrow();

    expect(await db.events.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an edit of a synced event queues an update with its server id', async () => {
    const event = { ...anEvent(), id: 42 };
    await db.events.put(event);

    await applyCaptureWrites(1, [{ kind: 'putEvent', event: { ...event, notes: 'edited' } }], {});

    expect(await db.outbox.toArray()).toMatchObject([{ op: 'update', serverId: 42, payload: { notes: 'edited' } }]);
  });

  it('deleting an event that never reached the server leaves nothing to send', async () => {
    const event = anEvent();
    await applyCaptureWrites(1, [{ kind: 'putEvent', event }], {});

    await applyCaptureWrites(1, [{ kind: 'deleteEvent', uuid: event.uuid }], {});

    expect(await db.events.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reopening a possession clears its end times and queues that change', async () => {
    await db.possessions.put({ ...possession, id: 7 });

    await applyCaptureWrites(1, [{ kind: 'reopenPossession', uuid: possession.uuid }], {});

    expect(await db.possessions.get(possession.uuid)).toMatchObject({ timeTo: null, videoTo: null });
    expect(await db.outbox.toArray()).toMatchObject([
      { entity: 'possession', op: 'update', serverId: 7, payload: { timeTo: null, videoTo: null } },
    ]);
  });

  it('starting and ending a match are queued in order and change the local match at once', async () => {
    await db.matches.put({ id: 3, name: 'A v B', team1: { id: 1 }, team2: { id: 2 }, status: 'SCHEDULED' });

    await startMatchLocally(3);
    expect((await db.matches.get(3))?.status).toBe('ONGOING');
    await applyCaptureWrites(3, [{ kind: 'endMatch', matchId: 3 }], {});

    expect((await db.matches.get(3))?.status).toBe('ENDED');
    expect((await db.outbox.orderBy('id').toArray()).map((r) => (r.payload as { action: string }).action)).toEqual([
      'start',
      'end',
    ]);
  });
});
