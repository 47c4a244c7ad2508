import type { CaptureError } from '../captureError';
import { latestEvent } from '../undo/latestEvent';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const NO_EVENT_FOR_NOTE = 'noEventForNote' satisfies CaptureError;

/** The 'Add note' dialog's Save: the note goes to the open event, else it is added to the latest event. */
export function addNote(step: Step, context: CaptureContext, text: string): Step & Pick<CaptureResult, 'error'> {
  const note = text.trim();
  if (note === '') return step;
  const join = (notes: string | null | undefined) => (notes ? `${notes}\n${note}` : note);
  const current = step.state.current;
  if (current) return { ...step, state: { ...step.state, current: { ...current, notes: join(current.notes) } } };
  // Choice: with no event open the note goes to the latest event, the one the scorer just saw recorded.
  const latest = latestEvent(context.events, step.state.history);
  if (!latest) return { ...step, error: NO_EVENT_FOR_NOTE };
  return { ...step, writes: [...step.writes, { kind: 'putEvent', event: { ...latest, notes: join(latest.notes) } }] };
}
