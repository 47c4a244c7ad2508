import type { TeamSide } from '../../model';
import { createCaptureState } from '../createCaptureState';
import { rebuildStateFromEvents } from '../rebuildStateFromEvents';
import type { CaptureContext, CaptureState } from '../types';

/**
 * Switches the team being captured. The context must already hold that team's events and possessions: the
 * capture state is rebuilt from them, its own history starts empty, the goalkeeper comes from the roster.
 */
export function selectTeam(state: CaptureState, context: CaptureContext, side: TeamSide): CaptureState {
  if (side === state.selectedTeam) return state;
  // Choice: the goalkeeper of the team switched to is the roster's goalkeeper until the scorer sets one.
  const goalkeeper = context.roster[side].find((player) => player.goalKeeper)?.cap ?? null;
  const fresh = {
    ...createCaptureState(side, { quarter: state.quarter, goalkeeper }),
    time: state.time,
    videoTime: state.videoTime,
  };
  return rebuildStateFromEvents(fresh, context.events, context.possessions, context);
}
