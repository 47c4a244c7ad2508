import type { StatsMatch } from '../../domain/stats';
import { db } from '../db/db';
import type { EventRow, MatchPlayerRow, MatchVideoRow, PossessionRow } from '../db/rows';
import { groupByMatch } from './groupByMatch';
import { readListedMatches } from './readListedMatches';
import { statsMatchOf } from './statsMatchOf';

export type CachedStatsMatches = {
  matches: StatsMatch[];
  /** Match ids asked for that have no cached match row. */
  missing: number[];
  /** Match ids with a video: their counts can link to clips. */
  withVideo: number[];
};

type ByMatch<T> = { where: (index: 'match.id') => { equals: (key: number) => { toArray: () => PromiseLike<T[]> } } };

/**
 * One indexed range read per match (IndexedDB getAll): for a season (200 matches, 74 000 events) about twice
 * as fast in Chromium as a cursor walking anyOf(200 ids) over the index.
 */
export async function rowsOfMatches<T>(table: ByMatch<T>, ids: number[]): Promise<T[]> {
  return (await Promise.all(ids.map((id) => table.where('match.id').equals(id).toArray()))).flat();
}

/** The cached matches with both teams' events, possessions and rosters, as computeStatistics reads them. */
export async function readStatsMatches(matchIds: readonly number[]): Promise<CachedStatsMatches> {
  const ids = [...matchIds];
  const [list, events, possessions, matchPlayers, videos] = await Promise.all([
    readListedMatches(),
    rowsOfMatches<EventRow>(db.events, ids),
    rowsOfMatches<PossessionRow>(db.possessions, ids),
    rowsOfMatches<MatchPlayerRow>(db.matchPlayers, ids),
    rowsOfMatches<MatchVideoRow>(db.matchVideos, ids),
  ]);
  const wanted = new Set(ids);
  const found = list.filter((match) => wanted.has(match.id));
  const eventsOf = groupByMatch(events);
  const possessionsOf = groupByMatch(possessions);
  const playersOf = groupByMatch(matchPlayers);
  return {
    matches: found.map((match) =>
      statsMatchOf(
        match,
        eventsOf.get(match.id) ?? [],
        possessionsOf.get(match.id) ?? [],
        playersOf.get(match.id) ?? [],
      ),
    ),
    missing: ids.filter((id) => !found.some((match) => match.id === id)),
    withVideo: [...new Set(videos.map((video) => video.match.id))],
  };
}
