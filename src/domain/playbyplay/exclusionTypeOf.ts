import type { ExclusionType } from '../model';
import { sameWhistleIndex } from './sameWhistleIndex';
import type { PlayByPlayRow } from './types';

/**
 * The exclusion type of an exclusion or penalty-foul line: WITH_SUBSTITUTION when an "exclusion with
 * substitution" line of the same player is printed at the same whistle (the third major foul), VIOLENCE
 * when the label says so, else NORMAL (none for a penalty foul).
 */
export function exclusionTypeOf(rows: readonly PlayByPlayRow[], index: number): ExclusionType | undefined {
  const row = rows[index];
  if (!row) return undefined;
  const hasSubstitution =
    row.action === 'EXCLUSION_WITH_SUBSTITUTION' ||
    sameWhistleIndex(
      rows,
      index,
      (other) => other.action === 'EXCLUSION_WITH_SUBSTITUTION' && other.team === row.team && other.cap === row.cap,
    ) !== -1;
  if (hasSubstitution) return 'WITH_SUBSTITUTION';
  if (/violen|brutal/i.test(row.detail)) return 'VIOLENCE';
  return row.action === 'PENALTY_FOUL' ? undefined : 'NORMAL';
}
