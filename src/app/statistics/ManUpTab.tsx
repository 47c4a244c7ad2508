import type { TeamStatistics } from '../../domain/stats';
import type { ClipLinker } from './clipLinker';
import { manUpTable } from './manUpTable';
import { StatTable } from './StatTable';

/** Man-up efficiency three ways (DESIGN §7) and man-down defence. */
export function ManUpTab({ teams, clip }: { teams: readonly TeamStatistics[]; clip: ClipLinker }) {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <StatTable table={manUpTable(teams, clip)} />
      <p className="text-slate-800">
        Per opportunity: goals in the team&apos;s extra-player possessions ÷ those possessions. Per shot: man-up goals ÷ man-up
        shots. Official: goals while the opponent has a player excluded ÷ exclusions earned.
      </p>
    </div>
  );
}
