import { db } from '../db/db';
import type { OutboxRow } from '../db/rows';

/** The match an outbox row is about, from its payload: `matchId` for a start/end, `match.id` for a capture. */
function matchIdOfPayload(row: OutboxRow): number | null {
  if (typeof row.payload !== 'object' || row.payload === null) return null;
  const { matchId, match } = row.payload as { matchId?: unknown; match?: { id?: unknown } | null };
  const id = matchId ?? match?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * Matches a scorer may still be capturing on this device: those with a capture state or with outbox rows.
 * Call inside a transaction over liveStates, outbox, events and possessions.
 */
export async function readMatchesInProgress(): Promise<Set<number>> {
  const [liveMatchIds, outbox] = await Promise.all([db.liveStates.toCollection().primaryKeys(), db.outbox.toArray()]);
  // A delete carries no payload: its local row (if still there) names the match.
  const uuids = outbox.map((row) => row.uuid);
  const [events, possessions] = await Promise.all([db.events.bulkGet(uuids), db.possessions.bulkGet(uuids)]);
  const ids = new Set<number>(liveMatchIds);
  for (const row of outbox) {
    const id = matchIdOfPayload(row);
    if (id !== null) ids.add(id);
  }
  for (const row of [...events, ...possessions]) if (row) ids.add(row.match.id);
  return ids;
}
