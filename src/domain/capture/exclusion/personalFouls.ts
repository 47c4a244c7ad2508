import { FOULS_TO_FOUL_OUT, type MatchEvent } from '../../model';

/** Whose personal foul an event records, seen from the selected team: our cap, their cap, or none. */
export function personalFoulOf(
  event: Pick<MatchEvent, 'type' | 'playerNumber' | 'opponentPlayerNumber'>,
): { ours: boolean; cap: number } | null {
  switch (event.type) {
    // EXCLUSIONFOR: our player excluded; PENALTYFOUL: a penalty committed by us (docs/design.md §6).
    case 'EXCLUSIONFOR':
    case 'PENALTYFOUL':
      return event.playerNumber != null ? { ours: true, cap: event.playerNumber } : null;
    case 'EXCLUSIONAGAINST':
    case 'PENALTYFOULAGAINST':
      return event.opponentPlayerNumber != null ? { ours: false, cap: event.opponentPlayerNumber } : null;
    default:
      return null;
  }
}

/**
 * The personal fouls (exclusions and penalty fouls) of each cap of one side in these events: `ours` counts the
 * selected team's players, else the opponent's. A pair exclusion's mirror names the same caps seen from the other
 * side, so it counts once per side.
 */
export function personalFoulsBySide(events: readonly MatchEvent[], ours: boolean): Map<number, number> {
  const fouls = new Map<number, number>();
  for (const event of events) {
    const foul = personalFoulOf(event);
    if (foul && foul.ours === ours) fouls.set(foul.cap, (fouls.get(foul.cap) ?? 0) + 1);
  }
  return fouls;
}

/** The third personal foul sends a player out for the rest of the match (the rules' 'fouled out'). */
export function isFouledOut(fouls: number): boolean {
  return fouls >= FOULS_TO_FOUL_OUT;
}
