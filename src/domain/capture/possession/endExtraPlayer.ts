import type { CaptureError } from '../captureError';
import { savePossession } from './savePossession';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const NO_EXTRA_PLAYER = 'noExtraPlayer' satisfies CaptureError;

/**
 * 'End extra player' (offered in extra-player mode): the man-up is over, play goes on even in a new
 * possession of the same side, so the extra-player possession ends here.
 */
export function endExtraPlayer(step: Step, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  if (!step.state.extraPlayer) return { ...step, error: NO_EXTRA_PLAYER };
  // Choice: the man-up ends in a new even possession of the same side, so its statistics stay apart.
  return savePossession(step, context, { offense: step.state.offense, extraPlayer: false });
}
