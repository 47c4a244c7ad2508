import type { CaptureState } from '../types';
import type { GameClock } from './gameClock';

/** The state's game clock; a state saved before the clock existed has a stopped one at its time. */
export function clockOf(state: Pick<CaptureState, 'clock' | 'time'>, quarterLength: number): GameClock {
  return state.clock ?? { left: quarterLength - state.time, runningSince: null };
}
