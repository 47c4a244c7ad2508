import type { CaptureError } from '../captureError';
import { deleteWrite } from '../writes/deleteWrite';
import { rebuildStateFromEvents } from '../rebuildStateFromEvents';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const NO_POSSESSION_TO_DELETE = 'noPossessionToDelete' satisfies CaptureError;

/**
 * Undo last possession deletes the last possession with its events and reopens the previous one (its end
 * times cleared, docs/product.md §7); the tip index steps back. With no possession stored: 'No possession to delete'.
 */
export function undoLastPossession(step: Step, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  const last = context.possessions.at(-1);
  if (!last) return { ...step, error: NO_POSSESSION_TO_DELETE };
  const ofLast = context.events.filter((event) => event.possessionUuid === last.uuid);
  const writes = [
    ...step.writes,
    deleteWrite('deletePossession', last),
    ...ofLast.map((event) => deleteWrite('deleteEvent', event)),
  ];
  const previous = context.possessions.at(-2);
  const possessions = context.possessions.slice(0, -2);
  if (previous) {
    writes.push(deleteWrite('reopenPossession', previous));
    possessions.push({ ...previous, timeTo: null, videoTo: null });
  }
  const removed = new Set(ofLast.map((event) => event.uuid));
  const events = context.events.filter((event) => !removed.has(event.uuid));
  const state = rebuildStateFromEvents(step.state, events, possessions, context);
  const history = state.history.filter((entry) => !removed.has(entry.eventUuid));
  return { state: { ...state, history, eventTipIndex: Math.max(0, step.state.eventTipIndex - 1) }, writes };
}
