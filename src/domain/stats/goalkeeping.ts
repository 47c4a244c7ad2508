import type { MatchEvent } from '../model';
import { isGoalkeeperSave } from './definitions';
import { isShootoutShot } from '../score';
import type { GoalkeeperFigures } from './types';

/** Saves, goals against and save % (saves ÷ shots on target) over shots against, shootout left out. */
export function goalkeeping(shotsAgainst: readonly MatchEvent[]): GoalkeeperFigures {
  let saves = 0;
  let goalsAgainst = 0;
  for (const shot of shotsAgainst) {
    if (shot.type !== 'SHOOTAGAINST' || isShootoutShot(shot)) continue;
    if (shot.shootOutcome === 'GOAL') goalsAgainst += 1;
    else if (isGoalkeeperSave(shot)) saves += 1;
  }
  const onTarget = saves + goalsAgainst;
  return { saves, goalsAgainst, savePercent: onTarget > 0 ? Math.round((saves / onTarget) * 1000) / 10 : null };
}
