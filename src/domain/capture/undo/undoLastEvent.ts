import { latestEvent } from './latestEvent';
import { removeEvent } from '../writes/removeEvent';
import type { CaptureContext, CaptureResult, Step } from '../types';

/** Undo removes the latest event of the current view: the selected possession's events, or all (docs/product.md §4). */
export function undoLastEvent(step: Step, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  const selected = step.state.selectedPossessionUuid;
  const view = selected ? context.events.filter((event) => event.possessionUuid === selected) : context.events;
  const latest = latestEvent(view, step.state.history);
  if (!latest) return { ...step, error: 'noEventToUndo' };
  return removeEvent(step, context, latest, true);
}
