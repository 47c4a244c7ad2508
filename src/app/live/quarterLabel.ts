import { SHOOTOUT_QUARTER } from '../../domain/model/constants';

/** 'Q3', or 'Shootout' for the penalty shootout; `isLong` spells it out: 'Quarter 3'. */
export function quarterLabel(quarter: number, isLong = false): string {
  if (quarter >= SHOOTOUT_QUARTER) return 'Shootout';
  return isLong ? `Quarter ${quarter}` : `Q${quarter}`;
}
