import type { MatchStatus } from '../../domain/model';

/** A match as the statistics filters list it: teams, league with season, status and date. */
export type ListedMatch = {
  id: number;
  name: string;
  status: MatchStatus;
  /** ISO date-time the match was scheduled for, else when it started or ended. */
  date: string | null;
  team1: { id: number; name: string | null };
  team2: { id: number; name: string | null };
  league: { id: number; name: string | null; season: string | null } | null;
  /** Metres of the pool by the league's rules (30 without a league); null while the league's rules are not cached. */
  poolLength: number | null;
};

/**
 * A league as cached for the statistics: its name and season for the filters, its pool length for the shot maps
 * (null: it chose none). A row cached by an older build has no pool length at all, which is not the same as none.
 */
export type ListedLeague = { id: number; name: string; season: string | null; poolLength?: number | null };

/** The meta row in which the leagues (with their seasons) are cached for offline use. */
export const LEAGUES_META_KEY = 'statistics.leagues';
