import type { TeamStatistics } from '../../../domain/stats';
import { useT } from '../../i18n';
import { NO_POSSESSION_CLIPS, type PossessionClipLinker } from '../clips/possessionClipLinker';
import { possessionOutcomeTable, possessionQuarterTable } from '../tables/possessionTables';
import { StatTable } from './StatTable';
import { teamName } from '../tables/names';

type Props = { teams: readonly TeamStatistics[]; clip?: PossessionClipLinker };

/** Per team: possessions, mean length, outcome distribution, and the same by quarter; counts link to their clips. */
export function PossessionsTab({ teams, clip = NO_POSSESSION_CLIPS }: Props) {
  const t = useT('statistics');
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {teams.map((team) => (
        <section
          key={team.team.id}
          aria-label={t('possessions.caption', { team: teamName(team) })}
          className="flex flex-col gap-4"
        >
          <h3 className="text-2xl font-bold text-pool-900">{teamName(team)}</h3>
          <StatTable table={possessionOutcomeTable(team, clip)} title={t('possessions.outcomesTitle')} />
          <StatTable table={possessionQuarterTable(team, clip)} title={t('possessions.byQuarterTitle')} />
        </section>
      ))}
    </div>
  );
}
