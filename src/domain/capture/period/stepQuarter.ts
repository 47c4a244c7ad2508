import { FIRST_QUARTER, LAST_QUARTER } from '../../model';
import { closePossession } from '../possession/closePossession';
import { resetAttackShape } from '../possession/resetAttackShape';
import { eventTimeFromQuarter, quarterLengthOf } from './quarterTime';
import { lastEventTimeIn } from './lastEventTimeIn';
import type { CaptureContext, Step } from '../types';

/**
 * The quarter stepper: 1 to 5, back disabled at 1, forward at 5. Going forward ends the open possession at the
 * quarter's end and starts the next quarter at 0:00 with no possession (the swim-off starts the next one) and
 * no extra player. Going back corrects the quarter number and puts the clock back at that quarter's last event.
 */
export function stepQuarter(step: Step, context: CaptureContext, delta: 1 | -1): Step {
  const state = step.state;
  const quarter = Math.min(LAST_QUARTER, Math.max(FIRST_QUARTER, state.quarter + delta));
  if (quarter === state.quarter) return step;
  const quarterLength = quarterLengthOf(context);
  if (delta < 0) {
    const time = lastEventTimeIn(context.events, quarter, quarterLength) ?? 0;
    return { ...step, state: { ...state, quarter, time } };
  }

  // Choice: going forward closes the open possession at the quarter's end; the next starts with the swim-off.
  const writes = [...step.writes];
  if (state.possession) {
    const end = eventTimeFromQuarter(state.quarter, quarterLength, quarterLength);
    writes.push({
      kind: 'putPossession',
      possession: closePossession(state.possession, end, state.videoTime, context),
    });
  }
  return {
    writes,
    state: {
      ...resetAttackShape(state),
      quarter,
      time: 0,
      videoTime: 0,
      possession: null,
      possessionUuid: null,
      opponentPossessionUuid: null,
      extraPlayer: false,
      isRestart: false,
    },
  };
}
