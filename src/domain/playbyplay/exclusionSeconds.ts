import { DEFAULT_EXCLUSION_TIME } from '../model';
import type { PlayByPlayConversionOptions } from './types';

/**
 * Seconds of game time an exclusion lasts in the imported match: its league's rule (18 s in the newest rules), else
 * the World Aquatics 20 s; the game clock stops with play.
 */
export function exclusionSecondsOf(options: Pick<PlayByPlayConversionOptions, 'exclusionTime'>): number {
  return options.exclusionTime ?? DEFAULT_EXCLUSION_TIME;
}
