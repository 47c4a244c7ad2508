import type { StatsMatch } from '../../domain/stats';
import type { EventRow, MatchPlayerRow, PossessionRow } from '../db/rows';

/** Play order: by time, then by server id; rows not yet synced come after the synced ones of their second. */
const byPlayOrder = (a: { id?: number | undefined }, b: { id?: number | undefined }) =>
  (a.id ?? Infinity) - (b.id ?? Infinity) || 0;

/** One cached match as computeStatistics reads it: its log in play order and its rosters. */
export function statsMatchOf(
  match: StatsMatch['match'],
  events: EventRow[],
  possessions: PossessionRow[],
  matchPlayers: MatchPlayerRow[],
): StatsMatch {
  return {
    match: { id: match.id, name: match.name, team1: match.team1, team2: match.team2, league: match.league },
    events: events.sort((a, b) => a.time - b.time || byPlayOrder(a, b)),
    possessions: possessions.sort((a, b) => a.timeFrom - b.timeFrom || byPlayOrder(a, b)),
    matchPlayers,
  };
}
