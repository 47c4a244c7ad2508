import { db } from '../db/db';
import type { EventRow, MatchPlayerRow, MatchRow, MatchVideoRow, PossessionRow } from '../db/rows';
import { overwriteRows } from '../pull/overwriteRows';
import type { PullGuard } from '../pull/pullGuard';
import { replaceScopeRows } from '../pull/replaceScopeRows';
import { matchLogScopes } from './matchLogScopes';
import { storeMatchSummary } from './storeMatchSummary';

export type MatchLog = {
  matchIds: readonly number[];
  events: readonly EventRow[];
  possessions: readonly PossessionRow[];
  matchPlayers: readonly MatchPlayerRow[];
  matchVideos: readonly MatchVideoRow[];
};

/** Every table cacheMatchLog writes. */
export const MATCH_LOG_TABLES = [
  db.events,
  db.possessions,
  db.matchPlayers,
  db.matchVideos,
  db.outbox,
  db.matches,
  db.matchSummaries,
  db.matchQuarterSummaries,
];

/**
 * Stores the server's events, possessions, rosters and videos of whole matches in one transaction (the
 * pull's, when called inside it), local work winning as replaceScopeRows says, and computes their statistics
 * summaries. Without a guard every cached row counts as held before the fetch.
 */
export async function cacheMatchLog(log: MatchLog, guard?: PullGuard): Promise<void> {
  const ids = [...log.matchIds];
  const scopes = matchLogScopes(ids);
  await db.transaction('rw', MATCH_LOG_TABLES, async () => {
    await replaceScopeRows(scopes.events, log.events, guard);
    await replaceScopeRows(scopes.possessions, log.possessions, guard);
    await overwriteRows(db.matchPlayers, db.matchPlayers.where('match.id').anyOf(ids), log.matchPlayers);
    await overwriteRows(db.matchVideos, db.matchVideos.where('match.id').anyOf(ids), log.matchVideos);
    // The statistics of a pulled match are computed here, once, not when the screen next opens.
    for (const match of await db.matches.bulkGet(ids)) {
      if (!match) continue;
      const team = ({ id, name }: MatchRow['team1']) => ({ id, name: name ?? null });
      await storeMatchSummary({ id: match.id, name: match.name, team1: team(match.team1), team2: team(match.team2) });
    }
  });
}
