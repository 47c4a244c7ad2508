import type { MatchEvent } from '../../model';
import { isShootoutShot } from '../../score';

/** Goals of a team's own log (its SHOOT … GOAL), shootout goals counted apart by the one shootout rule. */
export function scoreOf(events: readonly MatchEvent[]): { goals: number; shootoutGoals: number } {
  const goals = events.filter((event) => event.type === 'SHOOT' && event.shootOutcome === 'GOAL');
  const shootoutGoals = goals.filter(isShootoutShot).length;
  return { goals: goals.length - shootoutGoals, shootoutGoals };
}
