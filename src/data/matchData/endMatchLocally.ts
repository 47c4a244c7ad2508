import { db } from '../db/db';
import { queueOutboxWrite } from '../outbox/queueOutboxWrite';
import { matchOutboxUuid } from './matchOutboxUuid';

/** Marks a match ended on this device at once (it leaves the ongoing list) and queues the server call. */
export async function endMatchLocally(matchId: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.matches, db.outbox, db.meta, async () => {
    await db.matches.update(matchId, { status: 'ENDED', endedAt: new Date(now).toISOString() });
    await queueOutboxWrite(
      { entity: 'match', op: 'update', uuid: matchOutboxUuid(matchId), payload: { action: 'end', matchId } },
      now,
    );
  });
}
