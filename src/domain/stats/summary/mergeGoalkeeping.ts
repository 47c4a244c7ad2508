import { fraction } from '../counts';
import type { GoalkeeperFigures } from '../types';
import { sumFractions } from './sumFractions';

/** Saves and goals against added up; save % of the sums, rounded as goalkeeping does. */
export function mergeGoalkeeping(parts: readonly GoalkeeperFigures[]): GoalkeeperFigures {
  const saved = sumFractions(parts.map(({ saves, goalsAgainst }) => fraction(saves, saves + goalsAgainst)));
  return { saves: saved.made, goalsAgainst: saved.attempts - saved.made, savePercent: saved.percent };
}
