import {
  DEFAULT_EXCLUSION_TIME,
  DEFAULT_POOL_LENGTH,
  DEFAULT_POSSESSION_CLOCK,
  DEFAULT_QUARTER_LENGTH,
  DEFAULT_TIMEOUTS_PER_MATCH,
  EXCLUSION_TIMES,
  POOL_LENGTHS,
  POSSESSION_CLOCKS,
  TIMEOUTS_PER_MATCH,
} from './constants';

/** The rules a match is played by, every one given: the league's choice or the World Aquatics default. */
export type LeagueRules = {
  /** Seconds per quarter. */
  quarterLength: number;
  /** Seconds an excluded player stays out. */
  exclusionTime: number;
  /** Seconds of a full possession. */
  possessionClock: number;
  /** Seconds the possession clock restarts from after a reset (a corner, an exclusion): 20 of 30, 18 of 28. */
  resetClock: number;
  /** Metres. */
  poolLength: number;
  timeoutsPerMatch: number;
};

/**
 * A league's fields read as unknown: a league from the device cache or a form may hold anything, and anything else is
 * the default. Only quarterLength, exclusionTime, possessionClock, poolLength and timeoutsPerMatch are read.
 */
type RuleFields = Readonly<Record<string, unknown>>;

/** The possession clock's second clock after a reset is ten seconds short of a full one in both rule sets: 30/20, 28/18. */
const RESET_CLOCK_SHORTER_BY = 10;

/** `value` when it is one the rule allows; a cached row of an older or newer build may hold anything. */
function allowed(values: readonly number[], value: unknown, fallback: number): number {
  return typeof value === 'number' && values.includes(value) ? value : fallback;
}

/**
 * The rules of a league, null or missing fields meaning the World Aquatics rules (docs/design.md §6); a match
 * without a league (null) plays by those too.
 */
export function leagueRulesOf(league: RuleFields | null | undefined): LeagueRules {
  const quarterLength = league?.quarterLength;
  const possessionClock = allowed(POSSESSION_CLOCKS, league?.possessionClock, DEFAULT_POSSESSION_CLOCK);
  return {
    quarterLength:
      typeof quarterLength === 'number' && Number.isInteger(quarterLength) && quarterLength > 0
        ? quarterLength
        : DEFAULT_QUARTER_LENGTH,
    exclusionTime: allowed(EXCLUSION_TIMES, league?.exclusionTime, DEFAULT_EXCLUSION_TIME),
    possessionClock,
    resetClock: possessionClock - RESET_CLOCK_SHORTER_BY,
    poolLength: allowed(POOL_LENGTHS, league?.poolLength, DEFAULT_POOL_LENGTH),
    timeoutsPerMatch: allowed(TIMEOUTS_PER_MATCH, league?.timeoutsPerMatch, DEFAULT_TIMEOUTS_PER_MATCH),
  };
}
