import type { CaptureError } from '../captureError';
import { FIRST_QUARTER, LAST_QUARTER } from '../../model';
import { openEvent } from './openEvent';
import { quarterLengthOf } from '../period/quarterTime';
import { tipToEvent } from './tipToEvent';
import type { CaptureContext, CaptureResult, CaptureState, Tip } from '../types';

export const UNKNOWN_TIP = 'unknownTip' satisfies CaptureError;

/**
 * A click on a tip opens the event its code suggests, read for the side clicked against the selected team;
 * the tip's cap is our player on our side and the opponent's on theirs. The tip's quarter and time become the
 * live ones and, given its index, the strip stays on it.
 */
export function clickTip(
  state: CaptureState,
  context: CaptureContext,
  tip: Tip,
  index?: number,
): { state: CaptureState } & Pick<CaptureResult, 'error'> {
  const isOwnSide = tip.side === state.selectedTeam;
  const suggested = tipToEvent(tip.code, isOwnSide);
  if (!suggested?.type) return { state, error: UNKNOWN_TIP };
  const cap = tip.cap ?? null;
  const player = cap === null ? {} : isOwnSide ? { playerNumber: cap } : { opponentPlayerNumber: cap };
  // Choice: a tip moves the live clock to its moment (quarter kept within 1 to 5), as the scorer follows the strip.
  const quarter = Math.min(LAST_QUARTER, Math.max(FIRST_QUARTER, tip.quarter));
  const time = Math.max(0, tip.time - (quarter - 1) * quarterLengthOf(context));
  const placed: CaptureState = { ...state, quarter, time, current: null, eventTipIndex: index ?? state.eventTipIndex };
  return { state: openEvent(placed, context, suggested.type, { ...suggested, ...player }) };
}
