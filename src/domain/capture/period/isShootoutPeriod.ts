import { SHOOTOUT_QUARTER } from '../../model';
import type { CaptureContext, CaptureState } from '../types';

/**
 * Whether the live capture is in the shootout period: quarter 5, unless the match says otherwise. This decides how
 * new shots are recorded (as shootout penalties); whether a stored shot counts apart from the score is
 * isShootoutShot's rule (docs/design.md §7).
 */
export function isShootoutPeriod(
  state: Pick<CaptureState, 'quarter'>,
  context: Pick<CaptureContext, 'isShootout'>,
): boolean {
  return context.isShootout ?? state.quarter === SHOOTOUT_QUARTER;
}
