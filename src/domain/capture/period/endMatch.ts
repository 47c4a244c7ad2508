import { closePossession } from '../possession/closePossession';
import { eventTimeFromQuarter, quarterLengthOf } from './quarterTime';
import type { CaptureContext, Step } from '../types';

/** End match (confirmed by the UI): the open possession ends now, the editor closes, the match is ended. */
export function endMatch(step: Step, context: CaptureContext): Step {
  const state = step.state;
  const writes = [...step.writes];
  if (state.possession) {
    const time = eventTimeFromQuarter(state.quarter, state.time, quarterLengthOf(context));
    writes.push({
      kind: 'putPossession',
      possession: closePossession(state.possession, time, state.videoTime, context),
    });
  }
  writes.push({ kind: 'endMatch', matchId: context.match.id });
  return {
    writes,
    state: {
      ...state,
      current: null,
      possession: null,
      possessionUuid: null,
      opponentPossessionUuid: null,
      isMatchEnded: true,
    },
  };
}
