import type { EntityTable, IDType } from 'dexie';
import { db } from '../db/db';
import type { EventRow, MatchPlayerRow, MatchVideoRow, PossessionRow, RecordedOrder } from '../db/rows';
import { withRecordedSeq } from '../matchData/recordedSeq';
import { pendingUuids } from './pendingUuids';

export type MatchLog = {
  matchIds: readonly number[];
  events: readonly EventRow[];
  possessions: readonly PossessionRow[];
  matchPlayers: readonly MatchPlayerRow[];
  matchVideos: readonly MatchVideoRow[];
};

/**
 * Stores the server's events and possessions of whole matches in one transaction. A local row that still
 * has outbox rows wins: it is neither overwritten nor removed. Any other cached row of those matches the
 * server no longer has was deleted elsewhere and goes.
 */
export async function cacheMatchLog(log: MatchLog): Promise<void> {
  const ids = [...log.matchIds];
  await db.transaction('rw', [db.events, db.possessions, db.matchPlayers, db.matchVideos, db.outbox], async () => {
    await replaceUnlessPending(db.events, ids, log.events);
    await replaceUnlessPending(db.possessions, ids, log.possessions);
    await db.matchPlayers.where('match.id').anyOf(ids).delete();
    await db.matchPlayers.bulkPut([...log.matchPlayers]);
    await db.matchVideos.where('match.id').anyOf(ids).delete();
    await db.matchVideos.bulkPut([...log.matchVideos]);
  });
}

async function replaceUnlessPending<T extends { uuid: string } & RecordedOrder>(
  table: EntityTable<T, 'uuid'>,
  matchIds: number[],
  rows: readonly T[],
): Promise<void> {
  const cached = (await table.where('match.id').anyOf(matchIds).primaryKeys()) as string[];
  const pending = await pendingUuids([...cached, ...rows.map((row) => row.uuid)]);
  const fromServer = new Set(rows.map((row) => row.uuid));
  const stale = cached.filter((uuid) => !fromServer.has(uuid) && !pending.has(uuid));
  await table.bulkDelete(stale as IDType<T, 'uuid'>[]);
  await table.bulkPut(await withRecordedSeq(table, rows.filter((row) => !pending.has(row.uuid))));
}
