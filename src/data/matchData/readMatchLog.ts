import { db } from '../db/db';
import type { EventRow, PossessionRow } from '../db/rows';
import { readOutboxOrder } from './readOutboxOrder';
import { sortByRecording } from './sortByRecording';

export type MatchLog = { events: EventRow[]; possessions: PossessionRow[] };

/**
 * The cached events and possessions of one team in a match, in the order they were recorded. A caller that
 * reads several logs at once passes the outbox order it read, so the outbox is read once.
 */
export async function readMatchLog(
  matchId: number,
  teamId: number,
  outboxOrder?: ReadonlyMap<string, number>,
): Promise<MatchLog> {
  const key = [matchId, teamId];
  const [events, possessions, order] = await Promise.all([
    db.events.where('[match.id+team.id]').equals(key).toArray(),
    db.possessions.where('[match.id+team.id]').equals(key).toArray(),
    outboxOrder ?? readOutboxOrder(),
  ]);
  return {
    events: sortByRecording(events, (event) => event.time, order),
    possessions: sortByRecording(possessions, (possession) => possession.timeFrom, order),
  };
}
