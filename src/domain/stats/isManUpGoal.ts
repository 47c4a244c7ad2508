import type { MatchEvent } from '../model';
import { isPenaltySituation } from './isPenaltySituation';
import { isShootout } from './isShootout';

/** A goal scored (SHOOT) or conceded (SHOOTAGAINST) with the attacking side a player up, not a penalty. */
export function isManUpGoal(event: MatchEvent, type: 'SHOOT' | 'SHOOTAGAINST'): boolean {
  return (
    event.type === type &&
    event.shootOutcome === 'GOAL' &&
    event.extraPlayer === true &&
    !isPenaltySituation(event.shootSituation) &&
    !isShootout(event)
  );
}
