import type { LivePlay } from '../../domain/live/liveSnapshot';
import type { TeamSide } from '../../domain/model';
import { poolZoneFractions } from '../../domain/stats/zones';
import type { ShotMap, ShotPoint } from '../../domain/stats/types';

/**
 * One team's shots of the live feed as the statistics' pool picture draws them, shootout left out. The feed
 * has no goal point, so a save cannot be told from a miss: both are 'missed'.
 */
export function liveShotMap(plays: readonly LivePlay[], side: TeamSide): ShotMap {
  const points: ShotPoint[] = plays.flatMap((play) =>
    play.team === side && play.type === 'SHOOT' && play.shotFrom && play.situation !== 'PENALTYSHOOTOUT'
      ? [
          {
            matchId: 0,
            eventUuid: play.id,
            x: play.shotFrom.x,
            y: play.shotFrom.y,
            outcome:
              play.outcome === 'GOAL'
                ? 'goal'
                : play.outcome === 'BLOCKFOR' || play.outcome === 'BLOCKAGAINST'
                  ? 'blocked'
                  : 'missed',
            situation: play.situation,
            extraPlayer: false,
            quarter: play.quarter,
            playerKey: null,
          } satisfies ShotPoint,
        ]
      : [],
  );
  return { points, zones: poolZoneFractions(points) };
}
