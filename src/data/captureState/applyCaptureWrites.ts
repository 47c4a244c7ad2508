import type { CaptureWrite } from '../../domain/capture/types';
import type { MatchEvent, Possession } from '../../domain/model';
import { db } from '../db/db';
import type { RecordedOrder } from '../db/rows';
import { nextRecordedSeq } from '../matchData/recordedSeq';
import { queueOutboxWrite } from '../outbox/queueOutboxWrite';

/**
 * Stores what one capture command produced: the engine's writes, their outbox rows and the capture state,
 * in ONE transaction (docs/design.md §3), so after a crash either all of it is there or none of it.
 */
export async function applyCaptureWrites(
  matchId: number,
  writes: readonly CaptureWrite[],
  captureState: unknown,
  now = Date.now(),
): Promise<void> {
  await db.transaction('rw', [db.events, db.possessions, db.outbox, db.meta, db.liveStates, db.matches], async () => {
    for (const write of writes) await applyOne(write, now);
    await db.liveStates.put({ matchId, state: captureState, updatedAt: now });
  });
}

async function applyOne(write: CaptureWrite, now: number): Promise<void> {
  switch (write.kind) {
    case 'putEvent':
      return putEntity('event', write.event, now);
    case 'putPossession':
      return putEntity('possession', write.possession, now);
    case 'deleteEvent':
    case 'deletePossession': {
      const entity = write.kind === 'deleteEvent' ? 'event' : 'possession';
      const table = entity === 'event' ? db.events : db.possessions;
      const local = await table.get(write.uuid);
      await table.delete(write.uuid);
      const serverId = local?.id ?? write.id;
      return queueOutboxWrite(
        { entity, op: 'delete', uuid: write.uuid, payload: null, ...(serverId ? { serverId } : {}) },
        now,
      );
    }
    case 'reopenPossession': {
      const local = await db.possessions.get(write.uuid);
      if (!local) return;
      return putEntity('possession', { ...local, timeTo: null, videoTo: null }, now);
    }
    case 'endMatch': {
      await db.matches.update(write.matchId, { status: 'ENDED' });
      return queueOutboxWrite(
        {
          entity: 'match',
          op: 'update',
          uuid: `match:${write.matchId}`,
          payload: { action: 'end', matchId: write.matchId },
        },
        now,
      );
    }
  }
}

/** A row may come with the recording sequence it was shown with before the commit; a stored row keeps its own. */
async function putEntity(
  entity: 'event' | 'possession',
  row: (MatchEvent | Possession) & RecordedOrder,
  now: number,
): Promise<void> {
  const local = entity === 'event' ? await db.events.get(row.uuid) : await db.possessions.get(row.uuid);
  const serverId = local?.id ?? row.id;
  const recordedSeq = local?.recordedSeq ?? row.recordedSeq ?? nextRecordedSeq(now);
  const stored = { ...row, recordedSeq, ...(serverId === undefined ? {} : { id: serverId }) };
  if (entity === 'event') await db.events.put(stored as MatchEvent);
  else await db.possessions.put(stored as Possession);
  const { id: _id, recordedSeq: _local, ...payload } = stored;
  await queueOutboxWrite(
    {
      entity,
      op: local || serverId !== undefined ? 'update' : 'create',
      uuid: row.uuid,
      payload,
      ...(serverId !== undefined ? { serverId } : {}),
    },
    now,
  );
}
