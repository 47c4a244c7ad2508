import type { TeamStatistics } from '../../domain/stats';
import type { ClipLinker } from './clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { formatSeconds } from './formatSeconds';
import { playerClipCell } from './playerClipCell';
import { playerLabel } from './playerLabel';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './teamName';

const formatPlusMinus = (value: number | null) => (value == null ? '–' : value > 0 ? `+${value}` : String(value));

/**
 * One row per player of a team: shooting, assists, turnovers, steals, blocks, exclusions and penalties earned
 * and committed, major fouls and fouled out, swim-offs, minutes and plus-minus (DESIGN §7).
 */
export function playersTable(team: TeamStatistics, clip: ClipLinker): StatTableModel {
  const name = teamName(team);
  const sortable = { isNumeric: true, isSortable: true };
  return {
    name: `players-${name}`,
    caption: `Players of ${name}`,
    columns: [
      { header: 'Player', isSortable: true },
      { header: 'Cap', ...sortable },
      { header: 'Goals/shots', ...sortable },
      { header: '%', ...sortable },
      { header: 'Assists', ...sortable },
      { header: 'Turnovers', ...sortable },
      { header: 'Steals', ...sortable },
      { header: 'Blocks', ...sortable },
      { header: 'Excl. earned', ...sortable },
      { header: 'Excl. committed', ...sortable },
      { header: 'Pen. earned', ...sortable },
      { header: 'Pen. committed', ...sortable },
      { header: 'Major fouls', ...sortable },
      { header: 'Fouled out', ...sortable },
      { header: 'Swim-offs won', ...sortable },
      { header: 'Minutes', ...sortable },
      { header: '+/−', ...sortable },
    ],
    rows: [...team.players]
      .sort((a, b) => (a.caps[0] ?? 99) - (b.caps[0] ?? 99))
      .map((player) => {
        const total = player.boxScore.total;
        const linked = (count: number, what: string, query: Parameters<ClipLinker>[1]) =>
          playerClipCell(team, player, clip, count, what, query);
        return {
          key: player.key,
          cells: [
            cell(playerLabel(player) + (player.isGoalkeeper ? ' (GK)' : '')),
            cell(player.caps.join(' / '), { sortValue: player.caps[0] ?? 99 }),
            {
              ...linked(total.attempts, 'Shots', { type: 'SHOOT' }),
              text: formatMadeOf(total),
              sortValue: total.made * 1000 + total.attempts,
            },
            cell(formatPercent(total.percent), { sortValue: total.percent ?? -1 }),
            cell(player.assists),
            linked(player.turnovers, 'Turnovers', { type: 'BALLLOST' }),
            cell(player.steals),
            cell(player.fieldBlocks),
            linked(player.exclusionsEarned, 'Exclusions earned', { type: 'EXCLUSIONAGAINST' }),
            linked(player.exclusionsCommitted, 'Exclusions committed', { type: 'EXCLUSIONFOR' }),
            linked(player.penaltiesEarned, 'Penalties earned', { type: 'PENALTYFOULAGAINST' }),
            linked(player.penaltiesCommitted, 'Penalties committed', { type: 'PENALTYFOUL' }),
            cell(player.majorFouls),
            cell(player.fouledOut),
            {
              ...linked(player.swimOffsWon, 'Swim-offs won', { type: 'SWIMOFF' }),
              text: `${player.swimOffsWon}/${player.swimOffs}`,
              sortValue: player.swimOffsWon * 1000 + player.swimOffs,
            },
            cell(formatSeconds(player.secondsInWater), { sortValue: player.secondsInWater ?? -1 }),
            cell(formatPlusMinus(player.plusMinus), { sortValue: player.plusMinus ?? -999 }),
          ],
        };
      }),
  };
}
