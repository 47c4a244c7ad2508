import { PENALTY_SHOOT_FROM_Y_CM, type EventType } from '../../model';
import { eventKindOf } from './eventKindOf';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import type { CaptureContext, EventDraft, CaptureState } from '../types';

/**
 * Opens (or retypes) the current event. An exclusion is NORMAL by default; a shot against is faced by our
 * goalkeeper unless a player is picked; in the shootout every shot is a shootout penalty from 5 m.
 */
export function openEvent(
  state: CaptureState,
  context: CaptureContext,
  type: EventType,
  extra: EventDraft = {},
): CaptureState {
  const current: EventDraft = { ...state.current, ...extra, type };
  const kind = eventKindOf(type);
  if (kind === 'exclusion') current.exclusionType ??= 'NORMAL';
  // Choice: a shot against names our goalkeeper (who faced it) until the scorer picks a blocker.
  if (type === 'SHOOTAGAINST' && current.playerNumber == null && state.goalkeeper != null) {
    current.playerNumber = state.goalkeeper;
  }
  // Choice: in quarter 5 every shot is a shootout penalty taken from the 5 m mark.
  if (kind === 'shoot' && isShootoutPeriod(state, context)) {
    current.shootSituation = 'PENALTYSHOOTOUT';
    current.shootFromPoolY ??= PENALTY_SHOOT_FROM_Y_CM;
  }
  return { ...state, current };
}
