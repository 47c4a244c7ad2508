import { buildEvent } from './buildEvent';
import { recordEvent } from './recordEvent';
import { savePossession } from '../possession/savePossession';
import type { CaptureContext, EventDraft, Step } from '../types';

/**
 * A turnover (docs/product.md §4), BALLLOST or BALLGAINED with its player and turnover type: the side that won the
 * ball attacks in a new possession.
 */
export function saveTurnover(
  step: Step,
  context: CaptureContext,
  draft: EventDraft & { type: 'BALLLOST' | 'BALLGAINED' },
): Step {
  const { type } = draft;
  const turnover = buildEvent(draft, step.state, context);
  const recorded = recordEvent(step, context, turnover);
  return savePossession(recorded, context, {
    offense: type === 'BALLGAINED',
    extraPlayer: false,
    videoTime: turnover.videoTime ?? step.state.videoTime,
  });
}
