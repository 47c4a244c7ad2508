import type { TeamStatistics } from '../../../domain/stats';
import { useT } from '../../i18n';
import { NO_EVENT_CLIPS, type EventClipLinker } from '../clips/clipLinker';
import { shotMapClips } from '../clips/shotMapClips';
import { GoalPlacementMap } from '../charts/GoalPlacementMap';
import { PoolShotMap } from '../charts/PoolShotMap';
import { ShotLegend } from '../charts/ShotLegend';
import { StatTable } from './StatTable';
import { teamName } from '../tables/names';
import { goalZoneTable, poolZoneTable } from '../tables/zoneTables';

type Props = {
  teams: readonly TeamStatistics[];
  /** Metres of the pool every match shown was played in; undefined when not known or their pools differ. */
  poolLength?: number;
  /** Where a shot, or the shots of a pool zone, play as clips. */
  clipEvents?: EventClipLinker;
};

/**
 * Per team: where the shots were taken from (pool) and where they went (goal), with their tables. On matches with
 * video a shot opens its clip, a pool zone the clips of its shots.
 */
export function ShotsTab({ teams, poolLength, clipEvents = NO_EVENT_CLIPS }: Props) {
  const t = useT('statistics');
  return (
    <div className="flex flex-col gap-10">
      <ShotLegend />
      {teams.map((team) => {
        const name = teamName(team);
        const clips = shotMapClips(team, clipEvents);
        return (
          <section
            key={team.team.id}
            aria-label={t('shots.section', { team: name })}
            className="grid gap-6 md:grid-cols-2"
          >
            <h3 className="text-2xl font-bold text-pool-900 md:col-span-2">{name}</h3>
            <div className="flex flex-col gap-3">
              <h4 className="text-lg font-semibold text-pool-900">{t('shots.shotMap')}</h4>
              <PoolShotMap
                map={team.shotMap}
                title={t('shots.shotMapOf', { team: name })}
                poolLength={poolLength}
                clips={clips}
              />
              <StatTable table={poolZoneTable(team, clips)} title={t('shots.byPoolZone')} />
            </div>
            <div className="flex flex-col gap-3">
              <h4 className="text-lg font-semibold text-pool-900">{t('shots.goalPlacement')}</h4>
              <GoalPlacementMap map={team.goalMap} title={t('shots.goalPlacementOf', { team: name })} />
              <StatTable
                table={goalZoneTable(
                  team.goalMap,
                  t('file.goalPlacement', { team: name }),
                  t('shots.goalZoneCaption', { team: name }),
                )}
                title={t('shots.byGoalZone')}
              />
            </div>
          </section>
        );
      })}
    </div>
  );
}
