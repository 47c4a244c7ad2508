import { eventKindOf } from './eventKindOf';
import type { CaptureState } from '../types';

/**
 * Save is enabled (docs/product.md §5) for an open event with a type unless: a shoot has no outcome; a shoot or a pair
 * exclusion has no player; a penalty foul names no player of either team (their fouler is enough: our fouled player is
 * then the penalty's shooter); a turnover has no type; a pair exclusion has no opponent player; or a warning text
 * exists.
 */
export function canSave(state: Pick<CaptureState, 'current' | 'warning'>): boolean {
  const event = state.current;
  if (!event?.type || state.warning) return false;
  const kind = eventKindOf(event.type);
  const isPairExclusion = kind === 'exclusion' && event.exclusionType === 'PAIR';
  if (kind === 'shoot' && event.shootOutcome == null) return false;
  if ((kind === 'shoot' || isPairExclusion) && event.playerNumber == null) return false;
  if (kind === 'penaltyFoul' && event.playerNumber == null && event.opponentPlayerNumber == null) return false;
  if (kind === 'turnover' && event.turnOverType == null) return false;
  if (isPairExclusion && event.opponentPlayerNumber == null) return false;
  return true;
}
