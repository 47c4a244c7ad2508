import type { MatchEvent } from '../../model';

/** Goals of a team's own log (its SHOOT … GOAL), shootout penalties counted apart. */
export function scoreOf(events: readonly MatchEvent[]): { goals: number; shootoutGoals: number } {
  const goals = events.filter((event) => event.type === 'SHOOT' && event.shootOutcome === 'GOAL');
  const shootoutGoals = goals.filter((event) => event.shootSituation === 'PENALTYSHOOTOUT').length;
  return { goals: goals.length - shootoutGoals, shootoutGoals };
}
