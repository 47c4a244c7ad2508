import type { MatchEvent } from '../model';
import { isShootoutShot } from '../score';
import { isManUpGoal } from '../stats/manUp/isManUpGoal';
import { isPenaltySituation } from '../stats/definitions';
import type { GoalKind } from './types';

/** How the report codes a goal: in the shootout, from a penalty, on the extra man (the official rule), or in play. */
export function goalKindOf(goal: MatchEvent): GoalKind {
  if (isShootoutShot(goal)) return 'SHOOTOUT';
  if (isPenaltySituation(goal.shootSituation)) return 'PENALTY';
  return isManUpGoal(goal, 'SHOOT') ? 'EXTRA_MAN' : 'FIELD';
}
