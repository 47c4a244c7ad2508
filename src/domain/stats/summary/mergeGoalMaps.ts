import { fraction } from '../counts';
import type { GoalMap } from '../types';

/** Goals and saves per goal-mouth zone added up; save % of the sums, rounded as goalMap does. */
export function mergeGoalMaps(parts: readonly GoalMap[]): GoalMap {
  const goals = Array.from({ length: 9 }, () => 0);
  const saves = Array.from({ length: 9 }, () => 0);
  const unplaced = { goals: 0, saves: 0 };
  for (const part of parts) {
    for (const zone of part.zones) {
      goals[zone.zone]! += zone.goals;
      saves[zone.zone]! += zone.saves;
    }
    unplaced.goals += part.unplaced.goals;
    unplaced.saves += part.unplaced.saves;
  }
  // Save % is saves of shots on target, rounded as a fraction is.
  const zones = goals.map((zoneGoals, zone) => ({ zone, goals: zoneGoals, saves: saves[zone]! }));
  return {
    zones: zones.map((entry) => ({ ...entry, savePercent: fraction(entry.saves, entry.saves + entry.goals).percent })),
    unplaced,
  };
}
