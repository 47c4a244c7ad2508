import type { MatchRow } from '../db/rows';
import { cachedQuarterLength } from './cachedQuarterLength';
import { readCachedLeague } from './readCachedLeague';

/** The cached quarter length of the match's league in seconds; undefined when unknown (480 then, docs/design.md §6). */
export async function readQuarterLength(match: Pick<MatchRow, 'league'>): Promise<number | undefined> {
  return cachedQuarterLength(await readCachedLeague(match));
}
