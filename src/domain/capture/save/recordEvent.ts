import { UNDO_HISTORY_LIMIT, type MatchEvent } from '../../model';
import { undoSnapshotOf } from '../undo/undoSnapshotOf';
import type { CaptureContext, UndoSnapshot, Step } from '../types';

/**
 * Writes a new event and stores an undo step for it: the live fields as they were before (by default the
 * state now). The history keeps the last 200 steps.
 */
export function recordEvent(step: Step, context: CaptureContext, event: MatchEvent, before?: UndoSnapshot): Step {
  const entry = { eventUuid: event.uuid, at: context.now(), before: before ?? undoSnapshotOf(step.state) };
  // Choice: the undo history keeps the last 200 steps (docs/design.md §3: bounded), so the persisted state stays small.
  const history = [...step.state.history, entry].slice(-UNDO_HISTORY_LIMIT);
  return {
    state: { ...step.state, history },
    writes: [...step.writes, { kind: 'putEvent', event }],
  };
}
