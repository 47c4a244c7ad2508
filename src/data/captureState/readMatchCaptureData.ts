import { db } from '../db/db';
import { leagueRulesOf } from '../../domain/model';
import { cachedQuarterLength } from '../matchData/cachedQuarterLength';
import { readCachedLeague } from '../matchData/readCachedLeague';
import { readMatchLog } from '../matchData/readMatchLog';
import { readMatchVideos } from '../matchData/readMatchVideos';
import { readOutboxOrder } from '../matchData/readOutboxOrder';
import { readRoster } from '../matchData/readRoster';
import type { MatchCaptureData } from './matchCaptureData';
import { readMatchTips } from './readMatchTips';

/**
 * The match's capture data as cached on this device; null when the match is not on it. A live query that
 * watches the outbox apart passes `isOutboxRead` false: the logs then come in match-time order only.
 */
export async function readMatchCaptureData(matchId: number, isOutboxRead = true): Promise<MatchCaptureData | null> {
  const match = await db.matches.get(matchId);
  if (!match) return null;
  // Only the database is awaited: a live query loses track of what it reads after awaiting anything else.
  const outboxOrder = isOutboxRead ? await readOutboxOrder() : new Map<string, number>();
  const [team1, team2, log1, log2, videos, tips, league] = await Promise.all([
    readRoster(matchId, match.team1.id),
    readRoster(matchId, match.team2.id),
    readMatchLog(matchId, match.team1.id, outboxOrder),
    readMatchLog(matchId, match.team2.id, outboxOrder),
    readMatchVideos(matchId),
    readMatchTips(matchId),
    readCachedLeague(match),
  ]);
  // One read of the league cached with the match (this runs in a live query on every change): both come from it.
  return {
    match,
    quarterLength: cachedQuarterLength(league),
    rules: leagueRulesOf(league),
    roster: { team1, team2 },
    logs: { team1: log1, team2: log2 },
    videos,
    tips,
    outboxOrder,
  };
}
