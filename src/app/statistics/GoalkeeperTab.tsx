import type { TeamStatistics } from '../../domain/stats';
import { goalkeeperTable } from './goalkeeperTable';
import { GoalPlacementMap } from './GoalPlacementMap';
import { StatTable } from './StatTable';
import { teamName } from './teamName';
import { goalZoneTable } from './zoneTables';

/** Per team: saves and save % per goalkeeper, and where the goals against went in. */
export function GoalkeeperTab({ teams }: { teams: readonly TeamStatistics[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {teams.map((team) => {
        const name = teamName(team);
        return (
          <section key={team.team.id} aria-label={`Goalkeeping of ${name}`} className="flex flex-col gap-4">
            <h3 className="text-2xl font-bold text-pool-900">{name}</h3>
            <StatTable table={goalkeeperTable(team)} title="Saves" />
            <h4 className="text-lg font-semibold text-pool-900">Goals against by zone</h4>
            <GoalPlacementMap map={team.goalMapAgainst} title={`Shots on ${name}'s goal by zone`} />
            <StatTable
              table={goalZoneTable(team.goalMapAgainst, `goals-against-by-zone-${name}`, `Shots on target against ${name} by goal zone`)}
              title="By goal zone"
            />
          </section>
        );
      })}
    </div>
  );
}
