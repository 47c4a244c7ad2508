import { buildEvent } from './buildEvent';
import { openPenaltyShot } from '../event/openPenaltyShot';
import { recordEvent } from './recordEvent';
import type { CaptureContext, EventDraft, Step } from '../types';

/** Saves a penalty foul and opens its penalty shot: ours when the foul was against them (PENALTYFOULAGAINST). */
export function savePenaltyFoul(
  step: Step,
  context: CaptureContext,
  draft: EventDraft & { type: 'PENALTYFOUL' | 'PENALTYFOULAGAINST' },
): Step {
  const foul = buildEvent(draft, step.state, context);
  const recorded = recordEvent(step, context, foul);
  const penalty = openPenaltyShot(recorded.state, context, foul);
  return { ...recorded, state: { ...recorded.state, current: penalty } };
}
