import type { TeamStatistics } from '../../domain/stats';
import { GoalPlacementMap } from './GoalPlacementMap';
import { PoolShotMap } from './PoolShotMap';
import { ShotLegend } from './ShotLegend';
import { StatTable } from './StatTable';
import { teamName } from './teamName';
import { goalZoneTable, poolZoneTable } from './zoneTables';

/** Per team: where the shots were taken from (pool) and where they went (goal), with their tables. */
export function ShotsTab({ teams }: { teams: readonly TeamStatistics[] }) {
  return (
    <div className="flex flex-col gap-10">
      <ShotLegend />
      {teams.map((team) => {
        const name = teamName(team);
        return (
          <section key={team.team.id} aria-label={`Shots of ${name}`} className="grid gap-6 md:grid-cols-2">
            <h3 className="text-2xl font-bold text-pool-900 md:col-span-2">{name}</h3>
            <div className="flex flex-col gap-3">
              <h4 className="text-lg font-semibold text-pool-900">Shot map</h4>
              <PoolShotMap map={team.shotMap} title={`Shot map of ${name}`} />
              <StatTable table={poolZoneTable(team)} title="By pool zone" />
            </div>
            <div className="flex flex-col gap-3">
              <h4 className="text-lg font-semibold text-pool-900">Goal placement (as the shooter sees it)</h4>
              <GoalPlacementMap map={team.goalMap} title={`Goal placement of ${name}'s shots`} />
              <StatTable table={goalZoneTable(team.goalMap, `goal-placement-${name}`, `Shots on target by goal zone, ${name}`)} title="By goal zone" />
            </div>
          </section>
        );
      })}
    </div>
  );
}
