import { SHOOTOUT_QUARTER } from '../../model';

/**
 * The quarters each match's summary is also stored sliced by: the four of play and the shootout
 * (docs/product.md §9: 1 to 5).
 */
export const SLICED_QUARTERS: readonly number[] = [1, 2, 3, 4, SHOOTOUT_QUARTER];
