import type { CaptureError } from '../captureError';
import { SHOOTOUT_QUARTER, type TeamSide } from '../../model';
import { savePossession } from '../possession/savePossession';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const SHOOTOUT_ONLY_IN_QUARTER_5 = 'shootoutOnlyInQuarter5' satisfies CaptureError;

/**
 * 'Which side starts the shootout?' (docs/product.md §4): offense is true when the chosen side is the selected team.
 * Only in quarter 5. The first shootout possession starts; each shot then hands the ball to the other side.
 */
export function startShootout(
  step: Step,
  context: CaptureContext,
  startingSide: TeamSide,
): Step & Pick<CaptureResult, 'error'> {
  // Choice: the shootout starts only in quarter 5, with a possession of the side that shoots first.
  if (step.state.quarter !== SHOOTOUT_QUARTER) return { ...step, error: SHOOTOUT_ONLY_IN_QUARTER_5 };
  const offense = startingSide === step.state.selectedTeam;
  const started = savePossession(step, context, { offense, extraPlayer: false });
  return { ...started, state: { ...started.state, isShootoutStarted: true } };
}
