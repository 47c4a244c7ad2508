import type { MatchEvent, Possession } from '../../model';
import { eventKindOf } from './eventKindOf';

type ReviewedEvent = Pick<
  MatchEvent,
  | 'type'
  | 'time'
  | 'playersInWater'
  | 'playerNumber'
  | 'opponentPlayerNumber'
  | 'exclusionType'
  | 'shootOutcome'
  | 'shootFromPoolX'
  | 'shootFromPoolY'
  | 'shootToGoalX'
  | 'shootToGoalY'
>;

const NAMES_A_PLAYER = new Set(['shoot', 'exclusion', 'penaltyFoul', 'turnover']);

/**
 * An event needs review (docs/design.md §6) when no players in water are recorded; a shot lacks its outcome, pool
 * point or goal point; a shoot, exclusion, penalty foul or turnover names no player of either team (their excluded
 * player, their fouler or the player who lost the ball to us is enough); an exclusion has no type;
 * or the event's time lies outside its possession.
 */
export function needsReview(event: ReviewedEvent, possession: Pick<Possession, 'timeFrom' | 'timeTo'> | null): boolean {
  const kind = eventKindOf(event.type);
  const hasNoPlayersInWater = (event.playersInWater ?? []).length === 0;
  const isIncompleteShot =
    kind === 'shoot' &&
    (event.shootOutcome == null ||
      event.shootFromPoolX == null ||
      event.shootFromPoolY == null ||
      event.shootToGoalX == null ||
      event.shootToGoalY == null);
  const hasNoPlayer = NAMES_A_PLAYER.has(kind) && event.playerNumber == null && event.opponentPlayerNumber == null;
  const hasNoExclusionType = kind === 'exclusion' && event.exclusionType == null;
  const isOutsidePossession =
    possession !== null &&
    (event.time < possession.timeFrom || (possession.timeTo != null && event.time > possession.timeTo));
  return hasNoPlayersInWater || isIncompleteShot || hasNoPlayer || hasNoExclusionType || isOutsidePossession;
}
