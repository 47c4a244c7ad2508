import type { EventDraft, CaptureState } from '../types';

/**
 * Assists (and the centre or back pick) belong to the selected team's own shot on offense, never a penalty
 * (docs/product.md §5).
 */
export function isAssistShown(draft: EventDraft, state: Pick<CaptureState, 'offense'>): boolean {
  const isPenalty = draft.shootSituation === 'PENALTY' || draft.shootSituation === 'PENALTYSHOOTOUT';
  return draft.type === 'SHOOT' && (draft.offense ?? state.offense) && !isPenalty;
}
