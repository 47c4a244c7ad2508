import type { TeamStatistics } from '../../domain/stats';
import { formatPercent } from './formatFraction';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './teamName';

/** Each goalkeeper who faced shots, then the team. */
export function goalkeeperTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  const keepers = team.players.filter((player) => player.goalkeeping.saves + player.goalkeeping.goalsAgainst > 0 || player.isGoalkeeper);
  return {
    name: `goalkeepers-${name}`,
    caption: `Goalkeepers of ${name}`,
    columns: [{ header: 'Goalkeeper' }, { header: 'Saves', isNumeric: true }, { header: 'Goals against', isNumeric: true }, { header: 'Save %', isNumeric: true }],
    rows: [
      ...keepers.map((player) => ({
        key: player.key,
        cells: [
          cell(`${player.caps.join(' / ')} ${player.name ?? ''}`.trim()),
          cell(player.goalkeeping.saves),
          cell(player.goalkeeping.goalsAgainst),
          cell(formatPercent(player.goalkeeping.savePercent)),
        ],
      })),
      {
        key: 'team',
        isEmphasised: true,
        cells: [cell(name), cell(team.goalkeeping.saves), cell(team.goalkeeping.goalsAgainst), cell(formatPercent(team.goalkeeping.savePercent))],
      },
    ],
  };
}
