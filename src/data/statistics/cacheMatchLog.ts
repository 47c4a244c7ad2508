import type { EntityTable, IDType } from 'dexie';
import { db } from '../db/db';
import type { EventRow, MatchPlayerRow, MatchRow, MatchVideoRow, PossessionRow, RecordedOrder } from '../db/rows';
import type { LocalGuard } from '../matchData/readLocalGuard';
import { pendingOutboxUuids } from '../matchData/pendingOutboxUuids';
import { withRecordedSeq } from '../matchData/recordedSeq';
import { isSessionOf } from '../auth/isSessionOf';
import { storeMatchSummary } from './storeMatchSummary';

export type MatchLog = {
  matchIds: readonly number[];
  events: readonly EventRow[];
  possessions: readonly PossessionRow[];
  matchPlayers: readonly MatchPlayerRow[];
  matchVideos: readonly MatchVideoRow[];
};

/**
 * What the cache held before the fetch began (readMatchLogGuard): local work then is still local work. With
 * `token`, the session the fetch began under: if its user has left the device since (logout, another user),
 * the answer is theirs and is not stored.
 */
export type MatchLogGuard = { events: LocalGuard; possessions: LocalGuard; token?: string | null };

const NO_GUARD: LocalGuard = { cached: new Set(), pending: new Set() };

/**
 * Stores the server's events and possessions of whole matches in one transaction. Local work wins: a row
 * that had outbox rows when the fetch began or has them now keeps its local copy (it may have been delivered
 * while the answer was on its way), and a row recorded during the fetch is never removed. Only a row the
 * cache already held before the fetch, with nothing queued, that the server no longer lists was deleted
 * elsewhere and goes. Without a guard, every cached row counts as held before the fetch. False when nothing was
 * stored because the user the fetch was for has left the device.
 */
export async function cacheMatchLog(log: MatchLog, guard?: MatchLogGuard): Promise<boolean> {
  const ids = [...log.matchIds];
  const tables = [db.events, db.possessions, db.matchPlayers, db.matchVideos, db.outbox, db.matches, db.matchSummaries];
  return db.transaction('rw', tables, async () => {
    if (!isSessionOf(guard?.token ?? null)) return false;
    await replaceUnlessLocal(db.events, ids, log.events, guard?.events);
    await replaceUnlessLocal(db.possessions, ids, log.possessions, guard?.possessions);
    await db.matchPlayers.where('match.id').anyOf(ids).delete();
    await db.matchPlayers.bulkPut([...log.matchPlayers]);
    await db.matchVideos.where('match.id').anyOf(ids).delete();
    await db.matchVideos.bulkPut([...log.matchVideos]);
    // The statistics of a pulled match are computed here, once, not when the screen next opens.
    for (const match of await db.matches.bulkGet(ids)) {
      if (!match) continue;
      const team = ({ id, name }: MatchRow['team1']) => ({ id, name: name ?? null });
      await storeMatchSummary({ id: match.id, name: match.name, team1: team(match.team1), team2: team(match.team2) });
    }
    return true;
  });
}

async function replaceUnlessLocal<T extends { uuid: string } & RecordedOrder>(
  table: EntityTable<T, 'uuid'>,
  matchIds: number[],
  rows: readonly T[],
  before: LocalGuard | undefined,
): Promise<void> {
  const cached = (await table.where('match.id').anyOf(matchIds).primaryKeys()) as string[];
  const pendingNow = await pendingOutboxUuids([...cached, ...rows.map((row) => row.uuid)]);
  const { pending } = before ?? NO_GUARD;
  const wasCached = (uuid: string) => !before || before.cached.has(uuid);
  const isLocalWork = (uuid: string) => pendingNow.has(uuid) || pending.has(uuid);
  const fromServer = new Set(rows.map((row) => row.uuid));
  const gone = cached.filter((uuid) => wasCached(uuid) && !fromServer.has(uuid) && !isLocalWork(uuid));
  await table.bulkDelete(gone as IDType<T, 'uuid'>[]);
  await table.bulkPut(await withRecordedSeq(table, rows.filter((row) => !isLocalWork(row.uuid))));
}
