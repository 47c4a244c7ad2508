import { mirrorEventType, pairOpponentEvent } from '../../domain/capture';
import type { EventLinkReads } from './linkEvent';
import type { EventRow } from './linkRows';
import { placeEvent } from './placeEvent';

/**
 * Whether linkEvent, given these reads, would write nothing: the event finds no counterpart and already names
 * the opponent possession its possession gives it. Unknown candidates (a possession start's) settle nothing.
 */
export function isEventSettled(stored: EventRow, reads: EventLinkReads | undefined): boolean {
  if (!reads) return false;
  const candidates = mirrorEventType(stored.type) === null ? [] : reads.candidates;
  if (!candidates) return false;
  const placed = placeEvent(stored, reads.ownPossession);
  return (
    pairOpponentEvent(placed, candidates) === null && placed.opponentPossessionUuid === stored.opponentPossessionUuid
  );
}
