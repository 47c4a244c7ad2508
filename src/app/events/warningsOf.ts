import { eventKindOf } from '../../domain/capture';
import type { MatchEvent } from '../../domain/model';
import { translate } from '../i18n';

/** Why an event needs review, in words (docs/design.md §6 needsReview); null when nothing is missing. */
export function warningsOf(event: MatchEvent): string | null {
  const kind = eventKindOf(event.type);
  const missing = [
    !event.playersInWater?.length ? 'warning.noPlayersInWater' : null,
    kind === 'shoot' && !event.shootOutcome ? 'warning.noOutcome' : null,
    kind === 'shoot' && event.shootFromPoolX == null ? 'warning.noPoolPoint' : null,
    kind === 'shoot' && event.shootToGoalX == null ? 'warning.noGoalPoint' : null,
    ['shoot', 'exclusion', 'penaltyFoul', 'turnover'].includes(kind) && event.playerNumber == null
      ? 'warning.noPlayer'
      : null,
    kind === 'exclusion' && !event.exclusionType ? 'warning.noExclusionType' : null,
  ] as const;
  const words = missing.flatMap((key) => (key ? [translate('events', key)] : []));
  return event.needsReview && words.length > 0 ? words.join(', ') : null;
}
