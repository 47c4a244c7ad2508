import type { TeamStatistics } from '../../../domain/stats';
import { useT } from '../../i18n';
import { NO_POSSESSION_CLIPS, type PossessionClipLinker } from '../clips/possessionClipLinker';
import { lineupsTable } from '../tables/lineupsTable';
import { StatTable } from './StatTable';

type Props = { teams: readonly TeamStatistics[]; clip?: PossessionClipLinker };

/** The units in the water together (from possessions' players in water), most used first; linked to their clips. */
export function LineupsTab({ teams, clip = NO_POSSESSION_CLIPS }: Props) {
  const t = useT('statistics');
  return (
    <div className="flex flex-col gap-8">
      {teams.map((team) =>
        team.lineups.length === 0 ? (
          <p key={team.team.id} className="text-lg text-slate-800">
            {team.team.name == null ? t('lineups.noneOfThisTeam') : t('lineups.noneOfTeam', { team: team.team.name })}
          </p>
        ) : (
          <StatTable key={team.team.id} table={lineupsTable(team, clip)} />
        ),
      )}
    </div>
  );
}
