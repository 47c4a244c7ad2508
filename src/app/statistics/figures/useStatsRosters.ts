import { useLiveQuery } from 'dexie-react-hooks';
import type { MatchPlayerRow } from '../../../data/db/rows';
import { readStatsRosters } from '../../../data/statistics';

const NONE: ReadonlyMap<number, readonly MatchPlayerRow[]> = new Map();

/**
 * The chosen matches' rosters (the player filter's choices), live, read only once `isWanted`: the first
 * figures do not wait for thousands of roster rows.
 */
export function useStatsRosters(
  matchIds: readonly number[],
  isWanted: boolean,
): ReadonlyMap<number, readonly MatchPlayerRow[]> {
  const key = matchIds.join(',');
  const rosters = useLiveQuery(
    () => (isWanted ? readStatsRosters(key ? key.split(',').map(Number) : []) : NONE),
    [key, isWanted],
  );
  return rosters ?? NONE;
}
