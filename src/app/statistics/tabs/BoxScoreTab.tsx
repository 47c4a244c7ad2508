import type { TeamStatistics } from '../../../domain/stats';
import { useT } from '../../i18n';
import { countsTable, quartersTable, shootingTable } from '../tables/boxScoreTables';
import { cardsTable } from '../tables/cardsTable';
import type { ClipLinker } from '../clips/clipLinker';
import { ScoreLine } from '../ScoreLine';
import { StatTable } from './StatTable';

/**
 * Both teams side by side: the official shooting categories, goals per quarter and the team counts; who was
 * shown a card when anyone was.
 */
export function BoxScoreTab({ teams, clip }: { teams: readonly TeamStatistics[]; clip: ClipLinker }) {
  const t = useT('statistics');
  const hasCards = teams.some((team) => team.cards.yellow + team.cards.red > 0);
  return (
    <div className="flex flex-col gap-6 print:gap-3">
      <ScoreLine teams={teams} />
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2 print:gap-3">
        <div className="flex flex-col gap-6 print:gap-3">
          <StatTable table={shootingTable(teams, clip)} title={t('shooting.title')} />
          <StatTable table={quartersTable(teams, clip)} />
          {hasCards ? <StatTable table={cardsTable(teams)} /> : null}
        </div>
        <StatTable table={countsTable(teams, clip)} />
      </div>
    </div>
  );
}
