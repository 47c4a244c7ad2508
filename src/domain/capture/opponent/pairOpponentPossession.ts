import { OPPONENT_CLOCK_TOLERANCE_S } from './opponentClockTolerance';

/** What pairing looks at in a possession of one scorer's log. */
export type PossessionLinkFields = {
  id: number;
  uuid: string;
  quarter: number;
  timeFrom: number;
  offense: boolean;
  opponentPossessionUuid?: string | null;
};

/** A possession of the other team's log in the same match. */
export type PossessionCandidate = PossessionLinkFields & {
  /** Linked to a possession of the row's team (each names the other). */
  isLinked: boolean;
  /** A happening both scorers recorded (a linked pair of events, possession starts aside) lies in it and in the row. */
  sharesHappening: boolean;
  /** Its present link is itself backed by such a shared happening. */
  isLinkBacked: boolean;
};

/**
 * The other scorer's record of the same possession as `row`, or null. Always the same quarter and the other side
 * of the ball. First, a possession that holds a happening also recorded in the row (the same shot, exclusion,
 * turnover or swim-off) is the same possession, even when the clocks alone had paired it with another one (two
 * possessions that start at one moment, as the one opened by the first player in and the swim-off's, cannot be
 * told apart by their start); the row's present partner keeps it when both qualify, and a link backed by a
 * happening of its own is never taken. Then a candidate that already names the row stays its partner. Otherwise the
 * unlinked possession whose start lies within the clock tolerance, closest first, then the earliest stored.
 */
export function pairOpponentPossession<C extends PossessionCandidate>(
  row: PossessionLinkFields,
  candidates: readonly C[],
): C | null {
  const fitting = candidates.filter((c) => c.quarter === row.quarter && c.offense !== row.offense);
  const isPartner = (candidate: C) => candidate.opponentPossessionUuid === row.uuid;
  const byStart = (a: C, b: C) =>
    Math.abs(a.timeFrom - row.timeFrom) - Math.abs(b.timeFrom - row.timeFrom) || a.id - b.id;
  const witnessed = fitting.filter((c) => c.sharesHappening && (isPartner(c) || !c.isLinked || !c.isLinkBacked));
  const chosen = witnessed.find(isPartner) ?? witnessed.toSorted(byStart)[0] ?? candidates.find(isPartner);
  if (chosen) return chosen;
  const near = fitting.filter((c) => !c.isLinked && Math.abs(c.timeFrom - row.timeFrom) <= OPPONENT_CLOCK_TOLERANCE_S);
  return near.toSorted(byStart)[0] ?? null;
}
