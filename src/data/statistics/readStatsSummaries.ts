import type { SummarizedMatch } from '../../domain/stats';
import { db } from '../db/db';
import type { MatchPlayerRow, MatchVideoRow } from '../db/rows';
import { isSummaryCurrent } from './isSummaryCurrent';
import { readStatisticsMatches } from './readStatisticsMatches';
import { rowsOfMatches } from './readStatsMatches';
import type { StatisticsMatch } from './statisticsMatch';

export type CachedStatsSummaries = {
  /** The chosen matches with a current summary, in the order readStatsMatches gives them. */
  matches: SummarizedMatch[];
  /** Chosen matches whose summary is missing (their log changed since) or out of date: refreshStatsSummaries. */
  stale: StatisticsMatch[];
  /** Match ids asked for that have no cached match row. */
  missing: number[];
  /** Match ids with a video: their counts can link to clips. */
  withVideo: number[];
  /** The rosters of the matches (the player filter's choices). */
  matchPlayers: MatchPlayerRow[];
};

/**
 * The chosen matches' stored statistics summaries: a few hundred small rows instead of every event. Only
 * reads (it may run in a live query); the stale ones are named for refreshStatsSummaries to compute again.
 */
export async function readStatsSummaries(matchIds: readonly number[]): Promise<CachedStatsSummaries> {
  const ids = [...matchIds];
  const [list, stored, matchPlayers, videos] = await Promise.all([
    readStatisticsMatches(),
    db.matchSummaries.bulkGet(ids),
    rowsOfMatches<MatchPlayerRow>(db.matchPlayers, ids),
    rowsOfMatches<MatchVideoRow>(db.matchVideos, ids),
  ]);
  const storedOf = new Map(stored.flatMap((summary) => (summary ? [[summary.matchId, summary] as const] : [])));
  const wanted = new Set(ids);
  const found = list.filter((match) => wanted.has(match.id));
  const matches: SummarizedMatch[] = [];
  const stale: StatisticsMatch[] = [];
  for (const match of found) {
    const summary = storedOf.get(match.id);
    if (isSummaryCurrent(summary, match)) matches.push({ match, summary });
    else stale.push(match);
  }
  return {
    matches,
    stale,
    missing: ids.filter((id) => !found.some((match) => match.id === id)),
    withVideo: [...new Set(videos.map((video) => video.match.id))],
    matchPlayers,
  };
}
