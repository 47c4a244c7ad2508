import type { TeamStatistics } from '../../domain/stats';
import { useT } from '../i18n';
import { teamName } from './tables/names';

/** The result in large type for a two-team view: "USA 12 – 8 ESP", quarter scores under it. */
export function ScoreLine({ teams }: { teams: readonly TeamStatistics[] }) {
  const t = useT('statistics');
  if (teams.length !== 2) return null;
  const [home, away] = teams as [TeamStatistics, TeamStatistics];
  const quarters = home.goalsByQuarter.quarters.map(
    (goals, index) => `${goals}-${away.goalsByQuarter.quarters[index] ?? 0}`,
  );
  const hasShootout = home.goalsByQuarter.shootout + away.goalsByQuarter.shootout > 0;
  return (
    <div
      className="flex flex-col items-center gap-1 rounded-lg bg-pool-900 px-4 py-3 text-white print:border-2 print:border-black print:bg-white print:py-1 print:text-black"
      aria-label={t('scoreLine.label')}
      role="group"
    >
      <p className="flex flex-wrap items-baseline justify-center gap-x-4 text-2xl font-bold md:text-3xl">
        <span>{teamName(home)}</span>
        <span data-testid="score" className="tabular-nums">
          {home.goals} – {away.goals}
        </span>
        <span>{teamName(away)}</span>
      </p>
      <p className="text-lg tabular-nums" data-testid="quarter-scores">
        ({quarters.join(', ')})
        {hasShootout
          ? ` ${t('scoreLine.shootout', { home: home.goalsByQuarter.shootout, away: away.goalsByQuarter.shootout })}`
          : ''}
      </p>
    </div>
  );
}
