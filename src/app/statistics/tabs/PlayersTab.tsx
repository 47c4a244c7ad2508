import type { TeamStatistics } from '../../../domain/stats';
import type { ClipLinker } from '../clips/clipLinker';
import { playerShootingTable } from '../tables/playerShootingTable';
import { playersTable } from '../tables/playersTable';
import { StatTable } from './StatTable';

/** Per team, a sortable table of players' figures and one of their shooting by situation and quarter. */
export function PlayersTab({ teams, clip }: { teams: readonly TeamStatistics[]; clip: ClipLinker }) {
  return (
    <div className="flex flex-col gap-8">
      {teams.map((team) => (
        <div key={team.team.id} className="flex flex-col gap-6">
          <StatTable table={playersTable(team, clip)} />
          <StatTable table={playerShootingTable(team, clip)} />
        </div>
      ))}
    </div>
  );
}
