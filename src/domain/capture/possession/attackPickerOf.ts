import type { EventDraft, CaptureState } from '../types';

/** Which pick of the attack shape an event records: Post 1 / Post 2, the centres (backs when defending), or none. */
export type AttackPicker = 'posts' | 'centreOrBack' | 'none';

/**
 * The attack-shape picker that applies to an event (docs/product.md §2, §5): none for a penalty shot; Post 1 and Post 2
 * in extra-player mode (the event's own flag, else the live one), where they replace the centre/back selector;
 * otherwise the centres on offense and the backs on defense. Save keeps only the pick that applies.
 */
export function attackPickerOf(
  draft: Pick<EventDraft, 'shootSituation' | 'extraPlayer'>,
  state: Pick<CaptureState, 'extraPlayer'>,
): AttackPicker {
  const isPenalty = draft.shootSituation === 'PENALTY' || draft.shootSituation === 'PENALTYSHOOTOUT';
  if (isPenalty) return 'none';
  return (draft.extraPlayer ?? state.extraPlayer) ? 'posts' : 'centreOrBack';
}
