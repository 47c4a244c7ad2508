import type { EventDraft, CaptureState } from '../types';

/**
 * Sets fields of the open event. With none open, only a pick that may start one (a player, a centre or a
 * back, docs/product.md §4) does so; any other pick waits for an event.
 */
export function editCurrentEvent(state: CaptureState, patch: EventDraft, isStarting = false): CaptureState {
  if (state.current) return { ...state, current: { ...state.current, ...patch } };
  return isStarting ? { ...state, current: { ...patch } } : state;
}
