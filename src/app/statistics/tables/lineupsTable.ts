import { formatClock } from '../../../domain/model';
import type { TeamStatistics } from '../../../domain/stats';
import { formatMadeOf, formatPercent } from './formatFraction';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './names';

/** The most used units first: caps in the water, possessions, time, goals for/against, man-up. */
export function lineupsTable(team: TeamStatistics, limit = 25): StatTableModel {
  const name = teamName(team);
  const names = new Map(team.players.map((player) => [player.key, player.name]));
  const sortable = { isNumeric: true, isSortable: true };
  return {
    name: text('file.lineups', { team: name }),
    caption: text('lineups.caption', { team: name }),
    columns: [
      { header: text('lineups.caps') },
      { header: text('column.attacks'), ...sortable },
      { header: text('column.defences'), ...sortable },
      { header: text('lineups.time'), ...sortable },
      { header: text('column.goalsFor'), ...sortable },
      { header: text('column.goalsAgainst'), ...sortable },
      { header: text('column.plusMinus'), ...sortable },
      { header: text('lineups.manUp'), ...sortable },
      { header: text('lineups.manUpPercent'), ...sortable },
    ],
    rows: team.lineups.slice(0, limit).map((unit) => ({
      key: unit.players.join(' '),
      cells: [
        cell(unit.caps.join(' '), { label: unit.players.map((key) => names.get(key) ?? key).join(', ') }),
        cell(unit.possessions.offense),
        cell(unit.possessions.defense),
        cell(formatClock(unit.seconds, 'duration'), { sortValue: unit.seconds }),
        cell(unit.goalsFor),
        cell(unit.goalsAgainst),
        cell(unit.goalsFor - unit.goalsAgainst, { sortValue: unit.goalsFor - unit.goalsAgainst }),
        cell(formatMadeOf(unit.manUp), { sortValue: unit.manUp.attempts * 1000 + unit.manUp.made }),
        cell(formatPercent(unit.manUp.percent), { sortValue: unit.manUp.percent ?? -1 }),
      ],
    })),
  };
}
