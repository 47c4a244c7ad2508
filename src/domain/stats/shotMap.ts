import { isGoalkeeperSave } from './definitions';
import { isShootoutShot } from '../score';
import { playerKeyOf } from './players';
import { poolZoneFractions } from './zones';
import type { ShotMap, ShotPoint, TeamMatchView } from './types';

/** Our shots with a pool point, coloured by outcome, and goals ÷ shots per pool zone; shootout left out. */
export function shotMap(views: readonly TeamMatchView[]): ShotMap {
  const points: ShotPoint[] = [];
  for (const view of views) {
    for (const shot of view.events) {
      if (shot.type !== 'SHOOT' || isShootoutShot(shot) || shot.shootFromPoolX == null || shot.shootFromPoolY == null)
        continue;
      const outcome: ShotPoint['outcome'] =
        shot.shootOutcome === 'GOAL'
          ? 'goal'
          : shot.shootOutcome === 'BLOCKFOR' || shot.shootOutcome === 'BLOCKAGAINST'
            ? 'blocked'
            : isGoalkeeperSave(shot)
              ? 'saved'
              : 'missed';
      points.push({
        matchId: view.matchId,
        eventUuid: shot.uuid,
        x: shot.shootFromPoolX,
        y: shot.shootFromPoolY,
        outcome,
        situation: shot.shootSituation ?? null,
        extraPlayer: shot.extraPlayer === true,
        quarter: shot.quarter,
        playerKey: shot.playerNumber == null ? null : playerKeyOf(view, shot.playerNumber),
      });
    }
  }
  return { points, zones: poolZoneFractions(points) };
}
