import { SHOOTOUT_QUARTER, type MatchEvent } from '../model';
import { isShootoutShot } from '../score';
import type { GoalsByQuarter } from './types';

/** Goals per quarter 1–4 (more if the events have them) and the shootout apart. */
export function goalsByQuarter(goals: readonly MatchEvent[]): GoalsByQuarter {
  const quarters = Array.from({ length: SHOOTOUT_QUARTER - 1 }, () => 0);
  let shootout = 0;
  for (const goal of goals) {
    if (isShootoutShot(goal)) shootout += 1;
    else quarters[goal.quarter - 1] = (quarters[goal.quarter - 1] ?? 0) + 1;
  }
  return { quarters, shootout };
}
