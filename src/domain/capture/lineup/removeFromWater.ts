import type { LiveState } from '../types';

/** An excluded player of the selected team leaves the water until 'Add player back'. */
export function removeFromWater(state: LiveState, cap: number | null | undefined): LiveState {
  if (cap == null || !state.playersInWater.includes(cap)) return state;
  return {
    ...state,
    playersInWater: state.playersInWater.filter((inWater) => inWater !== cap),
    excludedPlayers: [...state.excludedPlayers.filter((out) => out !== cap), cap],
  };
}
