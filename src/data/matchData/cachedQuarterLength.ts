import type { LeagueRow } from '../db/rows';

/** The quarter length of a cached league in seconds; undefined when unknown (480 then, docs/design.md §6). */
export function cachedQuarterLength(league: Partial<LeagueRow> | undefined): number | undefined {
  const quarterLength = league?.quarterLength;
  return typeof quarterLength === 'number' && quarterLength > 0 ? quarterLength : undefined;
}
