import type { ManUpState } from '../types';

/** extraPlayer names the attacking side's advantage: on offense our man-up, on defense our man-down. */
export function manUpStateOf(item: { offense: boolean; extraPlayer?: boolean | null }): ManUpState {
  if (!item.extraPlayer) return 'EVEN';
  return item.offense ? 'MAN_UP' : 'MAN_DOWN';
}
