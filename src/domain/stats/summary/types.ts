import type { TeamStatistics } from '../types';

/** Raw possession time of one side (count of closed possessions and their seconds), so means merge exactly. */
export type PossessionTime = { closed: number; seconds: number };

export type SidePossessionTime = {
  offense: PossessionTime;
  defense: PossessionTime;
  byQuarter: { quarter: number; offense: PossessionTime; defense: PossessionTime }[];
};

/**
 * One team's side of one match, unfiltered: every figure computeStatistics gives for that side alone, plus
 * the raw tallies behind the figures that do not merge from their rounded form (mean possession length).
 */
export type SideSummary = {
  matchId: number;
  opponent: { id: number; name: string | null };
  statistics: TeamStatistics;
  possessionTime: SidePossessionTime;
  /** Some possession listed who was in the water (minutes are known, else null). */
  hasMinutes: boolean;
  /** Some goal knew who was in the water (plus-minus is known, else null). */
  hasPlusMinus: boolean;
};

/**
 * A match's statistics as stored on the device (docs/design.md §7): both sides, in the order computeStatistics
 * walks them, and the definitions they were computed with. Mergeable: the figures of any set of whole sides
 * (league, season, matches, team, opponent) are the merge of their summaries.
 */
export type MatchSummary = {
  matchId: number;
  /** The quarter whose slice of the match this summary holds (see SLICED_QUARTERS); absent: the whole match. */
  quarter?: number;
  /** statsDefinitionsVersion() when computed; another value means the rules changed: compute again. */
  definitions: string;
  /** The teams (ids and names) the summary was computed with. */
  teams: [{ id: number; name: string | null }, { id: number; name: string | null }];
  /** How many events the match's log held (both teams): a match without events shows no figures. */
  eventCount: number;
  /** How many differences between the two teams' logs remain (matchDifferences): 0 while one log only. */
  differences: number;
  sides: SideSummary[];
  /** Per team (team 1, team 2): the caps its own events name, sorted (the player filter offers them). */
  namedCaps: [number[], number[]];
};

/** 'boxScore': the box score's figures only, the long lists still empty; 'complete': every figure. */
export type StatisticsStage = 'boxScore' | 'complete';
