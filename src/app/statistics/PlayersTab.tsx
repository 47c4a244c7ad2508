import type { TeamStatistics } from '../../domain/stats';
import type { ClipLinker } from './clipLinker';
import { playersTable } from './playersTable';
import { StatTable } from './StatTable';

/** A sortable table of players per team. */
export function PlayersTab({ teams, clip }: { teams: readonly TeamStatistics[]; clip: ClipLinker }) {
  return (
    <div className="flex flex-col gap-8">
      {teams.map((team) => (
        <StatTable key={team.team.id} table={playersTable(team, clip)} />
      ))}
    </div>
  );
}
