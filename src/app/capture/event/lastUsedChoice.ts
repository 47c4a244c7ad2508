import type { MatchEvent } from '../../../domain/model';

type ChoiceField = 'shootSituation' | 'shootMethod' | 'shootType' | 'turnOverType';

/** The value the scorer last stored in `field` (newest event first), to offer it first next time. */
export function lastUsedChoice<F extends ChoiceField>(
  events: readonly Pick<MatchEvent, ChoiceField>[],
  field: F,
): NonNullable<MatchEvent[F]> | null {
  for (let index = events.length - 1; index >= 0; index--) {
    const value = events[index]![field];
    if (value != null) return value as NonNullable<MatchEvent[F]>;
  }
  return null;
}
