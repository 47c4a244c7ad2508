import type { GoalsByQuarter } from '../types';

/** Goals per quarter added up quarter by quarter, the shootout apart. */
export function mergeGoalsByQuarter(parts: readonly GoalsByQuarter[]): GoalsByQuarter {
  const quarters: number[] = [];
  let shootout = 0;
  for (const part of parts) {
    part.quarters.forEach((goals, index) => (quarters[index] = (quarters[index] ?? 0) + goals));
    shootout += part.shootout;
  }
  return { quarters: Array.from(quarters, (goals) => goals ?? 0), shootout };
}
