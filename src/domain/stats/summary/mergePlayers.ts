import type { PlayerStatistics } from '../types';
import { mergeBoxScores } from './mergeBoxScores';
import { mergeGoalkeeping } from './mergeGoalkeeping';
import { mergeGoalsByQuarter } from './mergeGoalsByQuarter';
import type { SideSummary } from './types';

const COUNTERS = [
  'matches',
  'assists',
  'turnovers',
  'steals',
  'fieldBlocks',
  'exclusionsEarned',
  'exclusionsCommitted',
  'penaltiesEarned',
  'penaltiesCommitted',
  'majorFouls',
  'fouledOut',
  'swimOffsWon',
  'swimOffs',
  'yellowCards',
  'redCards',
] as const;

/**
 * Each player's rows of the sides added up under their key: name and id as first seen, caps joined, minutes
 * and plus-minus null only when no side recorded who was in the water (as playerMinutes and plusMinus).
 */
export function mergePlayers(sides: readonly SideSummary[]): PlayerStatistics[] {
  const rows = new Map<string, PlayerStatistics[]>();
  for (const side of sides) {
    for (const player of side.statistics.players) {
      const list = rows.get(player.key);
      if (list) list.push(player);
      else rows.set(player.key, [player]);
    }
  }
  const hasMinutes = sides.some((side) => side.hasMinutes);
  const hasPlusMinus = sides.some((side) => side.hasPlusMinus);
  const sum = (parts: readonly PlayerStatistics[], pick: (player: PlayerStatistics) => number | null) =>
    parts.reduce((total, player) => total + (pick(player) ?? 0), 0);
  return [...rows.values()]
    .map((parts): PlayerStatistics => {
      const first = parts[0]!;
      const merged: PlayerStatistics = {
        ...first,
        caps: [...new Set(parts.flatMap((player) => player.caps))].sort((a, b) => a - b),
        isGoalkeeper: parts.some((player) => player.isGoalkeeper),
        boxScore: mergeBoxScores(parts.map((player) => player.boxScore)),
        goalsByQuarter: mergeGoalsByQuarter(parts.map((player) => player.goalsByQuarter)),
        goalkeeping: mergeGoalkeeping(parts.map((player) => player.goalkeeping)),
        secondsInWater: hasMinutes ? sum(parts, (player) => player.secondsInWater) : null,
        plusMinus: hasPlusMinus ? sum(parts, (player) => player.plusMinus) : null,
      };
      for (const counter of COUNTERS) merged[counter] = sum(parts, (player) => player[counter]);
      return merged;
    })
    .sort((a, b) => (a.caps[0] ?? 0) - (b.caps[0] ?? 0) || a.key.localeCompare(b.key));
}
