import { buildEvent } from '../save/buildEvent';
import { recordEvent } from '../save/recordEvent';
import { updatePossession } from '../writes/updatePossession';
import type { CaptureContext, Step } from '../types';
import { undoSnapshotOf } from '../undo/undoSnapshotOf';

/**
 * A formation tap. With an event open it is that event's formation. Otherwise the first tap selects it and a
 * tap on the formation already selected sets it: only then is a FORMATIONCHANGE recorded (docs/product.md §4) and the
 * live possession takes it.
 */
export function chooseFormation(step: Step, context: CaptureContext, formation: string): Step {
  const state = step.state;
  if (state.current) {
    return { ...step, state: { ...state, selectedFormation: formation, current: { ...state.current, formation } } };
  }
  // Choice: the first tap selects, a second tap on the same formation sets it
  // (docs/product.md §4: FORMATIONCHANGE only then).
  if (state.selectedFormation !== formation) return { ...step, state: { ...state, selectedFormation: formation } };

  const set: Step = { ...step, state: { ...state, formation } };
  const change = buildEvent({ type: 'FORMATIONCHANGE', formation }, set.state, context);
  const recorded = recordEvent(set, context, change, undoSnapshotOf(state));
  const possession = recorded.state.possession;
  return possession ? updatePossession(recorded, { ...possession, formation }) : recorded;
}
