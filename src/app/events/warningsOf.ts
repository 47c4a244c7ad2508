import { eventKindOf } from '../../domain/capture';
import type { MatchEvent } from '../../domain/model';

/** Why an event needs review, in words (DESIGN §6 needsReview); null when nothing is missing. */
export function warningsOf(event: MatchEvent): string | null {
  const kind = eventKindOf(event.type);
  const missing = [
    !event.playersInWater?.length ? 'no players in water' : null,
    kind === 'shoot' && !event.shootOutcome ? 'no outcome' : null,
    kind === 'shoot' && event.shootFromPoolX == null ? 'no pool point' : null,
    kind === 'shoot' && event.shootToGoalX == null ? 'no goal point' : null,
    ['shoot', 'exclusion', 'penaltyFoul', 'turnover'].includes(kind) && event.playerNumber == null ? 'no player' : null,
    kind === 'exclusion' && !event.exclusionType ? 'no exclusion type' : null,
  ].filter(Boolean);
  return event.needsReview && missing.length > 0 ? missing.join(', ') : null;
}
