import { quarterLengthOf } from '../period/quarterTime';
import { updatePossession } from '../writes/updatePossession';
import type { CaptureContext, Step } from '../types';

/**
 * The possession start stepper moves the live possession's start. It cannot go below 0 in its quarter
 * (docs/product.md §5) nor past the live time.
 */
export function stepPossessionStart(step: Step, context: CaptureContext, delta: number): Step {
  const possession = step.state.possession;
  if (!possession) return step;
  const quarterStart = (possession.quarter - 1) * quarterLengthOf(context);
  const now = quarterStart + step.state.time;
  // Choice: the start stays within its quarter (docs/product.md §5: not below 0) and never after the live time.
  const timeFrom = Math.min(Math.max(quarterStart, possession.timeFrom + delta), Math.max(quarterStart, now));
  if (timeFrom === possession.timeFrom) return step;
  return updatePossession(step, { ...possession, timeFrom: Math.round(timeFrom) });
}
