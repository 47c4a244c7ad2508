import { db } from '../db/db';
import type { MatchVideoRow } from '../db/rows';
import { isSummaryCurrent } from './isSummaryCurrent';
import { measured } from './measured';
import { readListedMatches } from './readListedMatches';
import { rowsOfMatches } from './readStatsMatches';
import type { ListedMatch } from './listedMatch';
import type { StoredMatchSummary } from './storedMatchSummary';

/** A chosen match and its stored summary: box-score figures at hand, the rest through completeSummary. */
export type StoredSummarizedMatch = { match: ListedMatch; summary: StoredMatchSummary };

export type CachedStatsSummaries = {
  /** The chosen matches with a current summary, in the order readStatsMatches gives them. */
  matches: StoredSummarizedMatch[];
  /** Chosen matches whose summary is missing (their log changed since) or out of date: refreshStatsSummaries. */
  stale: ListedMatch[];
  /** Match ids asked for that have no cached match row. */
  missing: number[];
  /** Match ids with a video: their counts can link to clips. */
  withVideo: number[];
};

/**
 * The chosen matches' stored statistics summaries: a few hundred small rows instead of every event (their
 * rosters, for the player filter, are read apart: readStatsRosters). Only reads (it may run in a live query);
 * the stale ones are named for refreshStatsSummaries to compute again.
 */
export async function readStatsSummaries(matchIds: readonly number[]): Promise<CachedStatsSummaries> {
  const ids = [...matchIds];
  const [list, stored, videos] = await Promise.all([
    readListedMatches(),
    measured('statistics: summaries read', () => db.matchSummaries.bulkGet(ids)),
    rowsOfMatches<MatchVideoRow>(db.matchVideos, ids),
  ]);
  const storedOf = new Map(stored.flatMap((summary) => (summary ? [[summary.matchId, summary] as const] : [])));
  const wanted = new Set(ids);
  const found = list.filter((match) => wanted.has(match.id));
  const matches: StoredSummarizedMatch[] = [];
  const stale: ListedMatch[] = [];
  for (const match of found) {
    const summary = storedOf.get(match.id);
    if (isSummaryCurrent(summary, match)) matches.push({ match, summary });
    else stale.push(match);
  }
  const foundIds = new Set(found.map((match) => match.id));
  return {
    matches,
    stale,
    missing: ids.filter((id) => !foundIds.has(id)),
    withVideo: [...new Set(videos.map((video) => video.match.id))],
  };
}
