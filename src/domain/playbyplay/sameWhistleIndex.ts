import type { PlayByPlayRow } from './types';

/**
 * The index of a neighbouring row printed at the same quarter and clock (one whistle often prints several
 * lines: turnover + steal, exclusion + exclusion with substitution) that matches, or -1.
 */
export function sameWhistleIndex(
  rows: readonly PlayByPlayRow[],
  index: number,
  matches: (row: PlayByPlayRow) => boolean,
): number {
  const at = rows[index];
  if (!at) return -1;
  const isSameWhistle = (row: PlayByPlayRow | undefined) =>
    row !== undefined && row.quarter === at.quarter && row.secondsRemaining === at.secondsRemaining;
  for (let i = index - 1; isSameWhistle(rows[i]); i--) if (matches(rows[i]!)) return i;
  for (let i = index + 1; isSameWhistle(rows[i]); i++) if (matches(rows[i]!)) return i;
  return -1;
}
