import type { EventDraft, LiveState } from '../types';

/**
 * Sets fields of the open event. With none open, only a pick that may start one (a player, a centre or a
 * back, docs/product.md §4) does so; any other pick waits for an event.
 */
export function editCurrentEvent(state: LiveState, patch: EventDraft, isStarting = false): LiveState {
  if (state.current) return { ...state, current: { ...state.current, ...patch } };
  return isStarting ? { ...state, current: { ...patch } } : state;
}
