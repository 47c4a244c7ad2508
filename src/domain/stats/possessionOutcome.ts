import { possessionOutcome as listedOutcome } from '../capture/possession/possessionOutcome';
import type { MatchEvent } from '../model';
import type { PossessionOutcome } from './types';

/**
 * How a possession ended, as the possession list shows it (docs/product.md §4's priority);
 * 'none' when nothing decided it.
 */
export function possessionOutcome(events: readonly MatchEvent[]): PossessionOutcome {
  return listedOutcome(events) ?? 'none';
}
