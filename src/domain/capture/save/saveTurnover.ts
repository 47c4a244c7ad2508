import { buildEvent } from './buildEvent';
import { recordEvent } from './recordEvent';
import { savePossession } from '../possession/savePossession';
import type { CaptureContext, EventDraft, Step } from '../types';

/**
 * A possession change (docs/product.md §4): BALLLOST when attacking, BALLGAINED otherwise, and the other side attacks
 * in a new possession. A turnover from the panel brings its own draft (type, player, turnover type).
 */
export function saveTurnover(step: Step, context: CaptureContext, draft: EventDraft = {}): Step {
  const type =
    draft.type === 'BALLLOST' || draft.type === 'BALLGAINED'
      ? draft.type
      : step.state.offense
        ? 'BALLLOST'
        : 'BALLGAINED';
  const turnover = buildEvent({ ...draft, type }, step.state, context);
  const recorded = recordEvent(step, context, turnover);
  return savePossession(recorded, context, {
    offense: type === 'BALLGAINED',
    extraPlayer: false,
    videoTime: turnover.videoTime ?? step.state.videoTime,
  });
}
