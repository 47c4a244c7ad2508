import type { TeamStatistics } from '../../../domain/stats';
import { formatPercent } from './formatFraction';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './names';

/** Each goalkeeper who faced shots, then the team. */
export function goalkeeperTable(team: TeamStatistics): StatTableModel {
  const name = teamName(team);
  const keepers = team.players.filter(
    (player) => player.goalkeeping.saves + player.goalkeeping.goalsAgainst > 0 || player.isGoalkeeper,
  );
  return {
    name: text('file.goalkeepers', { team: name }),
    caption: text('goalkeepers.caption', { team: name }),
    columns: [
      { header: text('goalkeepers.goalkeeper') },
      { header: text('column.saves'), isNumeric: true },
      { header: text('column.goalsAgainst'), isNumeric: true },
      { header: text('column.savePercent'), isNumeric: true },
    ],
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
        cells: [
          cell(name),
          cell(team.goalkeeping.saves),
          cell(team.goalkeeping.goalsAgainst),
          cell(formatPercent(team.goalkeeping.savePercent)),
        ],
      },
    ],
  };
}
