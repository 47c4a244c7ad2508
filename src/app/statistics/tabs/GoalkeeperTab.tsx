import type { TeamStatistics } from '../../../domain/stats';
import type { ClipLinker } from '../clips/clipLinker';
import { useT } from '../../i18n';
import { goalkeeperTable } from '../tables/goalkeeperTable';
import { GoalPlacementMap } from '../charts/GoalPlacementMap';
import { StatTable } from './StatTable';
import { teamName } from '../tables/names';
import { goalZoneTable } from '../tables/zoneTables';

/** Per team: saves and save % per goalkeeper, and where the goals against went in. */
export function GoalkeeperTab({ teams, clip }: { teams: readonly TeamStatistics[]; clip: ClipLinker }) {
  const t = useT('statistics');
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {teams.map((team) => {
        const name = teamName(team);
        return (
          <section
            key={team.team.id}
            aria-label={t('goalkeepers.section', { team: name })}
            className="flex flex-col gap-4"
          >
            <h3 className="text-2xl font-bold text-pool-900">{name}</h3>
            <StatTable table={goalkeeperTable(team, clip)} title={t('goalkeepers.savesTitle')} />
            <h4 className="text-lg font-semibold text-pool-900">{t('goalkeepers.againstByZone')}</h4>
            <GoalPlacementMap map={team.goalMapAgainst} title={t('goalkeepers.mapTitle', { team: name })} />
            <StatTable
              table={goalZoneTable(
                team.goalMapAgainst,
                t('file.goalsAgainstByZone', { team: name }),
                t('goalkeepers.zoneCaption', { team: name }),
              )}
              title={t('shots.byGoalZone')}
            />
          </section>
        );
      })}
    </div>
  );
}
