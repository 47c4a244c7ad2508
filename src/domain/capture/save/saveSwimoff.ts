import { buildEvent } from './buildEvent';
import { recordEvent } from './recordEvent';
import { savePossession } from '../possession/savePossession';
import type { CaptureContext, EventDraft, Step } from '../types';

/** A swim-off starts a possession for its winner; the swim-off event belongs to that new possession. */
export function saveSwimoff(
  step: Step,
  context: CaptureContext,
  draft: EventDraft & { type: 'SWIMOFF' | 'SWIMOFFAGAINST' },
): Step {
  // Choice: the possession is saved first, so the swim-off event belongs to the possession it starts.
  const videoTime = draft.videoTime ?? step.state.videoTime;
  const started = savePossession(step, context, { offense: draft.type === 'SWIMOFF', extraPlayer: false, videoTime });
  return recordEvent(started, context, buildEvent(draft, started.state, context));
}
