import type { CaptureError } from '../captureError';
import { MAX_PLAYERS_IN_WATER } from '../../model';
import { updatePossession } from '../writes/updatePossession';
import type { CaptureResult, Step } from '../types';

export const NOBODY_TO_ADD_BACK = 'nobodyToAddBack' satisfies CaptureError;

/**
 * 'Add player back' (offered below 7 in the water): the given player, else the one excluded first, returns
 * to the water; the live possession's players in water follow.
 */
export function addPlayerBack(step: Step, cap?: number): Step & Pick<CaptureResult, 'error'> {
  const state = step.state;
  const returning = cap ?? state.excludedPlayers[0];
  const isRoom = state.playersInWater.length < MAX_PLAYERS_IN_WATER;
  // Choice: refused with 7 in the water (the action is offered only below 7) or when the player is already in.
  if (returning === undefined || !isRoom || state.playersInWater.includes(returning)) {
    return { ...step, error: NOBODY_TO_ADD_BACK };
  }
  const playersInWater = [...state.playersInWater, returning];
  const excludedPlayers = state.excludedPlayers.filter((out) => out !== returning);
  const back: Step = { ...step, state: { ...state, playersInWater, excludedPlayers } };
  return state.possession ? updatePossession(back, { ...state.possession, playersInWater: [...playersInWater] }) : back;
}
