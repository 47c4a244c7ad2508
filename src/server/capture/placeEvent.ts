import type { EventRow, PossessionRow } from './linkRows';

/** The event as linking sees it: naming its own possession's counterpart (if linked) as its opponent possession. */
export function placeEvent(stored: EventRow, ownPossession: PossessionRow | undefined): EventRow {
  return { ...stored, opponentPossessionUuid: ownPossession?.opponentPossessionUuid ?? stored.opponentPossessionUuid };
}
