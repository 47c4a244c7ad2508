import { SHOOTOUT_QUARTER } from '../model';
import type { PlayByPlayRow } from './types';

/** Seconds from match start (docs/design.md §6) of a printed clock; the shootout sits at the end of quarter 4. */
export function matchTimeOf(row: Pick<PlayByPlayRow, 'quarter' | 'secondsRemaining'>, quarterLength: number): number {
  if (row.quarter >= SHOOTOUT_QUARTER) return (SHOOTOUT_QUARTER - 1) * quarterLength;
  const elapsed = Math.min(quarterLength, Math.max(0, quarterLength - row.secondsRemaining));
  return Math.round((row.quarter - 1) * quarterLength + elapsed);
}
