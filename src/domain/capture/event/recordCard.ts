import type { CaptureError } from '../captureError';
import { mirrorEventType, type CardType, type TeamOfficial } from '../../model';
import { buildEvent } from '../save/buildEvent';
import { capOrNull } from '../lineup/caps';
import { recordEvent } from '../save/recordEvent';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const CARD_NEEDS_PERSON = 'cardNeedsPerson' satisfies CaptureError;

/**
 * A card shown to a player or official of the selected team, or of the other team (`isTheirs`: YELLOW_CARD_AGAINST
 * or RED_CARD_AGAINST, their player in opponentPlayerNumber), saved at once at the clock shown: like a timeout it is
 * an instant with no change of possession, and it leaves any event being edited open. A red card to a player does not
 * by itself take the player out of the water in this version: the scorer records the exclusion or the substitution
 * that follows it.
 */
export function recordCard(
  step: Step,
  context: CaptureContext,
  card: CardType,
  person: { cap?: number | null; official?: TeamOfficial | null; isTheirs?: boolean },
): Step & Pick<CaptureResult, 'error'> {
  const cap = capOrNull(person.cap);
  const official = cap === null ? (person.official ?? null) : null;
  if (cap === null && official === null) return { ...step, error: CARD_NEEDS_PERSON };
  const draft = person.isTheirs
    ? { type: mirrorEventType(card) ?? card, playerNumber: null, opponentPlayerNumber: cap, official }
    : { type: card, playerNumber: cap, official };
  return recordEvent(step, context, buildEvent(draft, step.state, context));
}
