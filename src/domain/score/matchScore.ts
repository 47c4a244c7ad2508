import type { MatchEvent } from '../model';
import { isShootoutShot } from './isShootoutShot';

export type Goals = { scored: number; conceded: number };
export type MatchScore = Goals & { shootout: Goals | null };

/**
 * The score read from one team's log (docs/design.md §6): its SHOOT … GOAL are goals scored, its SHOOTAGAINST … GOAL
 * goals conceded; shootout goals are counted apart, and `shootout` is null until one is scored.
 */
export function matchScore(
  log: readonly Pick<MatchEvent, 'type' | 'shootOutcome' | 'shootSituation' | 'quarter'>[],
): MatchScore {
  const match: Goals = { scored: 0, conceded: 0 };
  const shootout: Goals = { scored: 0, conceded: 0 };
  for (const event of log) {
    if (event.shootOutcome !== 'GOAL' || (event.type !== 'SHOOT' && event.type !== 'SHOOTAGAINST')) continue;
    const goals = isShootoutShot(event) ? shootout : match;
    if (event.type === 'SHOOT') goals.scored += 1;
    else goals.conceded += 1;
  }
  return { ...match, shootout: shootout.scored + shootout.conceded > 0 ? shootout : null };
}
