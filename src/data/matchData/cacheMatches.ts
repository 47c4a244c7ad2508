import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { matchOutboxUuid } from './matchOutboxUuid';
import { pendingOutboxUuids } from './pendingOutboxUuids';

/** Stores matches from the server; a match with a queued start or end keeps its local row. */
export async function cacheMatches(matches: readonly MatchRow[]): Promise<void> {
  await db.transaction('rw', [db.matches, db.outbox], async () => {
    const pending = await pendingOutboxUuids(matches.map((match) => matchOutboxUuid(match.id)));
    await db.matches.bulkPut(matches.filter((match) => !pending.has(matchOutboxUuid(match.id))));
  });
}
