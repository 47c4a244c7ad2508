import type { MatchEvent } from '../model';

/** A goal of the event's team (SHOOT) or conceded by it (SHOOTAGAINST). */
export function isGoal(event: MatchEvent, type: 'SHOOT' | 'SHOOTAGAINST'): boolean {
  return event.type === type && event.shootOutcome === 'GOAL';
}
