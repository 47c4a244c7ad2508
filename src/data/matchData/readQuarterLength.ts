import type { MatchRow } from '../db/rows';
import { readCachedLeague } from './readCachedLeague';

/** The cached quarter length of the match's league in seconds; undefined when unknown (480 then, docs/design.md §6). */
export async function readQuarterLength(match: Pick<MatchRow, 'league'>): Promise<number | undefined> {
  const quarterLength = (await readCachedLeague(match))?.quarterLength;
  return typeof quarterLength === 'number' && quarterLength > 0 ? quarterLength : undefined;
}
