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
};

export type ListedLeague = { id: number; name: string; season: string | null };

/** The meta row in which the leagues (with their seasons) are cached for offline use. */
export const LEAGUES_META_KEY = 'statistics.leagues';
