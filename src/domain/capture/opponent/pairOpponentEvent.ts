import { type EventType, mirrorEventType } from '../../model';
import { OPPONENT_CLOCK_TOLERANCE_S } from './opponentClockTolerance';

/** What pairing looks at in an event of one scorer's log. */
export type EventLinkFields = {
  id: number;
  uuid: string;
  quarter: number;
  time: number;
  type: EventType;
  playerNumber?: number | null;
  opponentPlayerNumber?: number | null;
  possessionUuid?: string | null;
  /** For the row: the possession its possession is linked to (if any); for a candidate: unused. */
  opponentPossessionUuid?: string | null;
  opponentEventUuid?: string | null;
};

/** An event of the other team's log in the same match. */
export type EventCandidate = EventLinkFields & {
  /** Linked to an event of the row's team (each names the other). */
  isLinked: boolean;
};

const POSSESSION_STARTS: ReadonlySet<EventType> = new Set(['OFFENSE_START', 'DEFENSE_START']);

/** Both scorers named the same player here, or at least one left it open. */
function isSamePlayer(ours: number | null | undefined, theirs: number | null | undefined): boolean {
  return ours == null || theirs == null || ours === theirs;
}

function isSameHappening(row: EventLinkFields, candidate: EventCandidate): boolean {
  return (
    candidate.quarter === row.quarter &&
    Math.abs(candidate.time - row.time) <= OPPONENT_CLOCK_TOLERANCE_S &&
    isSamePlayer(row.playerNumber, candidate.opponentPlayerNumber) &&
    isSamePlayer(row.opponentPlayerNumber, candidate.playerNumber)
  );
}

/**
 * The other scorer's record of the same happening as `row` (a goal is SHOOT in one log and SHOOTAGAINST in the
 * other), or null. A candidate that already names the row is its partner and stays so. Otherwise it must be of the
 * mirrored type and not linked to another row; events without a mirror (player in/out, drive, time-out,
 * formation change, note) never pair. A possession start pairs with the start of the possession the row's own
 * possession is linked to, whatever the clocks say, so the two links always agree. Any other event pairs within
 * the clock tolerance in the same quarter, with compatible player numbers (each side's player is the other's
 * opponent player, where both are recorded); the closest in time wins, then the earliest stored.
 */
export function pairOpponentEvent<C extends EventCandidate>(row: EventLinkFields, candidates: readonly C[]): C | null {
  const mirror = mirrorEventType(row.type);
  if (mirror === null) return null;
  const partner = candidates.find((candidate) => candidate.opponentEventUuid === row.uuid);
  if (partner) return partner;
  const free = candidates.filter((candidate) => candidate.type === mirror && !candidate.isLinked);
  if (POSSESSION_STARTS.has(row.type)) {
    const linkedPossession = row.opponentPossessionUuid;
    return (linkedPossession && free.find((candidate) => candidate.possessionUuid === linkedPossession)) || null;
  }
  const distance = (candidate: C) => Math.abs(candidate.time - row.time);
  const matching = free.filter((candidate) => isSameHappening(row, candidate));
  return matching.toSorted((a, b) => distance(a) - distance(b) || a.id - b.id)[0] ?? null;
}
