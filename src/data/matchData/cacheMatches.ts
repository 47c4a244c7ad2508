import { db } from '../db/db';
import type { MatchRow } from '../db/rows';
import { putUnlessQueued } from '../pull/putUnlessQueued';
import type { PullGuard } from '../pull/pullGuard';
import { matchOutboxUuid } from './matchOutboxUuid';

/**
 * Stores matches from the server; a match with a queued start or end (now, or when the pull began) keeps its
 * local row. Joins the pull's transaction when called inside one.
 */
export async function cacheMatches(matches: readonly MatchRow[], guard?: PullGuard): Promise<void> {
  await db.transaction('rw', [db.matches, db.outbox], () =>
    putUnlessQueued(db.matches, matches, (match) => matchOutboxUuid(match.id), guard),
  );
}
