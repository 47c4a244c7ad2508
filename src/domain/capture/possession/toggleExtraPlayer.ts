import type { CaptureError } from '../captureError';
import { updatePossession } from '../writes/updatePossession';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const SELECT_A_POSSESSION_FIRST = 'selectAPossessionFirst' satisfies CaptureError;

/**
 * 'Is extra player' toggles the selected possession's flag, and only that (docs/product.md §4); the live one follows.
 */
export function toggleExtraPlayer(step: Step, context: CaptureContext): Step & Pick<CaptureResult, 'error'> {
  const uuid = step.state.selectedPossessionUuid;
  const selected = context.possessions.find((possession) => possession.uuid === uuid);
  // Choice: with no possession selected the toggle is refused rather than applied to the live one.
  if (!selected) return { ...step, error: SELECT_A_POSSESSION_FIRST };
  const extraPlayer = !selected.extraPlayer;
  const updated = updatePossession(step, { ...selected, extraPlayer });
  const isLive = step.state.possessionUuid === selected.uuid;
  return isLive ? { ...updated, state: { ...updated.state, extraPlayer } } : updated;
}
