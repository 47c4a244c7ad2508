import type { MatchEvent } from '../model';
import { findDifferences, type Difference } from './findDifferences';

/**
 * The differences to review in one match's events (both teams' logs together): none while only one team's log
 * holds events, since a match kept by one scorer (one team, or both teams from one tablet) has nothing to
 * reconcile; else every way the two logs disagree (findDifferences).
 */
export function matchDifferences(events: readonly MatchEvent[], team1Id: number): Difference[] {
  const team1 = events.filter((event) => event.team.id === team1Id);
  const team2 = events.filter((event) => event.team.id !== team1Id);
  if (team1.length === 0 || team2.length === 0) return [];
  return findDifferences({ team1, team2 }, team1Id);
}
