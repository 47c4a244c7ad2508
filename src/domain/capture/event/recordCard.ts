import type { CaptureError } from '../captureError';
import type { CardType, TeamOfficial } from '../../model';
import { buildEvent } from '../save/buildEvent';
import { capOrNull } from '../lineup/caps';
import { recordEvent } from '../save/recordEvent';
import type { CaptureContext, CaptureResult, Step } from '../types';

export const CARD_NEEDS_PERSON = 'cardNeedsPerson' satisfies CaptureError;

/**
 * A card shown to the selected team's player or official, saved at once at the clock shown: like a timeout
 * it is an instant with no change of possession, and it leaves any event being edited open. A red card to
 * a player does not by itself take the player out of the water in this version: the scorer records the
 * exclusion or the substitution that follows it.
 */
export function recordCard(
  step: Step,
  context: CaptureContext,
  card: CardType,
  person: { cap?: number | null; official?: TeamOfficial | null },
): Step & Pick<CaptureResult, 'error'> {
  const playerNumber = capOrNull(person.cap);
  const official = playerNumber === null ? (person.official ?? null) : null;
  if (playerNumber === null && official === null) return { ...step, error: CARD_NEEDS_PERSON };
  const event = buildEvent({ type: card, playerNumber, official }, step.state, context);
  return recordEvent(step, context, event);
}
