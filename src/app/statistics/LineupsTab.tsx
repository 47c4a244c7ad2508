import type { TeamStatistics } from '../../domain/stats';
import { lineupsTable } from './lineupsTable';
import { StatTable } from './StatTable';

/** The units in the water together (from possessions' players in water), most used first. */
export function LineupsTab({ teams }: { teams: readonly TeamStatistics[] }) {
  return (
    <div className="flex flex-col gap-8">
      {teams.map((team) =>
        team.lineups.length === 0 ? (
          <p key={team.team.id} className="text-lg text-slate-800">
            No possession of {team.team.name ?? 'this team'} records who was in the water.
          </p>
        ) : (
          <StatTable key={team.team.id} table={lineupsTable(team)} />
        ),
      )}
    </div>
  );
}
