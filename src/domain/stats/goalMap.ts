import { goalZoneOf } from './zones';
import { isGoalkeeperSave, isOnTarget } from './definitions';
import { isShootoutShot } from '../score';
import type { GoalMap, TeamMatchView } from './types';

/**
 * Where shots on target went in the goal mouth (3 × 3 zones) with goals, saves and save %: our shooting
 * (SHOOT) or our goalkeeping (SHOOTAGAINST). Shots on target without a goal point count as unplaced.
 */
export function goalMap(views: readonly TeamMatchView[], type: 'SHOOT' | 'SHOOTAGAINST'): GoalMap {
  const goals = Array.from({ length: 9 }, () => 0);
  const saves = Array.from({ length: 9 }, () => 0);
  const unplaced = { goals: 0, saves: 0 };
  for (const view of views) {
    for (const shot of view.events) {
      if (shot.type !== type || isShootoutShot(shot)) continue;
      const isGoal = shot.shootOutcome === 'GOAL';
      if (!isGoal && !isGoalkeeperSave(shot)) continue;
      if (!isOnTarget(shot)) {
        unplaced[isGoal ? 'goals' : 'saves'] += 1;
        continue;
      }
      const zone = goalZoneOf(shot.shootToGoalX!, shot.shootToGoalY!);
      (isGoal ? goals : saves)[zone]! += 1;
    }
  }
  return {
    zones: goals.map((zoneGoals, zone) => {
      const zoneSaves = saves[zone]!;
      const onTarget = zoneGoals + zoneSaves;
      return {
        zone,
        goals: zoneGoals,
        saves: zoneSaves,
        savePercent: onTarget > 0 ? Math.round((zoneSaves / onTarget) * 1000) / 10 : null,
      };
    }),
    unplaced,
  };
}
