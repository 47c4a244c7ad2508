import { fraction } from './fraction';
import { isGoalkeeperSave } from './isGoalkeeperSave';
import { isShootout } from './isShootout';
import { playerKeyOf } from './playerKeyOf';
import { poolZoneOf } from './poolZoneOf';
import { POOL_ZONES, type PoolZone, type ShotMap, type ShotPoint, type TeamMatchView } from './types';

/** Our shots with a pool point, coloured by outcome, and goals ÷ shots per pool zone; shootout left out. */
export function shotMap(views: readonly TeamMatchView[]): ShotMap {
  const points: ShotPoint[] = [];
  const made = new Map<PoolZone, number>();
  const attempts = new Map<PoolZone, number>();
  for (const view of views) {
    for (const shot of view.events) {
      if (shot.type !== 'SHOOT' || isShootout(shot) || shot.shootFromPoolX == null || shot.shootFromPoolY == null)
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
      const zone = poolZoneOf(shot.shootFromPoolX, shot.shootFromPoolY);
      attempts.set(zone, (attempts.get(zone) ?? 0) + 1);
      if (outcome === 'goal') made.set(zone, (made.get(zone) ?? 0) + 1);
    }
  }
  const zones = Object.fromEntries(
    POOL_ZONES.map((zone) => [zone, fraction(made.get(zone) ?? 0, attempts.get(zone) ?? 0)]),
  ) as ShotMap['zones'];
  return { points, zones };
}
