import type { CaptureState } from '../types';

/** An excluded player of the selected team leaves the water until 'Add player back'. */
export function removeFromWater(state: CaptureState, cap: number | null | undefined): CaptureState {
  if (cap == null || !state.playersInWater.includes(cap)) return state;
  return {
    ...state,
    playersInWater: state.playersInWater.filter((inWater) => inWater !== cap),
    excludedPlayers: [...state.excludedPlayers.filter((out) => out !== cap), cap],
  };
}
