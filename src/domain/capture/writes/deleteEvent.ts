import { removeEvent } from './removeEvent';
import type { CaptureContext, CaptureResult, Step } from '../types';

/** Delete event (confirmed by the UI) removes it like undo, then rebuilds the state from the latest event left. */
export function deleteEvent(step: Step, context: CaptureContext, uuid: string): Step & Pick<CaptureResult, 'error'> {
  const event = context.events.find((stored) => stored.uuid === uuid);
  if (!event) return { ...step, error: 'noSuchEvent' };
  return removeEvent(step, context, event, false);
}
