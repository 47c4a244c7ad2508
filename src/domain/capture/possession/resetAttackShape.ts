import type { CaptureState } from '../types';

/** Formation, back, centre and both post players start again (after a shot that keeps the ball). */
export function resetAttackShape(state: CaptureState): CaptureState {
  return {
    ...state,
    selectedFormation: null,
    formation: null,
    centerPlayers: [],
    backPlayers: [],
    post1PlayerNumber: null,
    post2PlayerNumber: null,
  };
}
