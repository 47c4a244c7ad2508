import { db } from '../db/db';
import { queueOutboxWrite } from '../outbox/queueOutboxWrite';

/** Marks a match ongoing on this device at once and queues the server call (works offline). */
export async function startMatchLocally(matchId: number, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.matches, db.outbox, db.meta, async () => {
    await db.matches.update(matchId, { status: 'ONGOING', startedAt: new Date(now).toISOString() });
    await queueOutboxWrite(
      { entity: 'match', op: 'update', uuid: `match:${matchId}`, payload: { action: 'start', matchId } },
      now,
    );
  });
}
