import { formatClock } from '../../../domain/model';
import type { TeamStatistics } from '../../../domain/stats';
import type { ClipLinker } from '../clips/clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { goalkeeperMarked, teamName } from './names';
import { playerClipCell } from '../clips/playerClipCell';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';

const formatPlusMinus = (value: number | null) => (value == null ? '–' : value > 0 ? `+${value}` : String(value));

/**
 * One row per player of a team: shooting, assists, turnovers, steals, blocks, exclusions and penalties earned
 * and committed, major fouls and fouled out, swim-offs, minutes and plus-minus (docs/design.md §7).
 */
export function playersTable(team: TeamStatistics, clip: ClipLinker): StatTableModel {
  const name = teamName(team);
  const sortable = { isNumeric: true, isSortable: true };
  const what = {
    shots: text('clip.shots'),
    turnovers: text('column.turnovers'),
    exclusionsEarned: text('counts.exclusionsEarned'),
    exclusionsCommitted: text('counts.exclusionsCommitted'),
    penaltiesEarned: text('counts.penaltiesEarned'),
    penaltiesCommitted: text('counts.penaltiesCommitted'),
    swimOffsWon: text('counts.swimOffsWon'),
  };
  return {
    name: text('file.players', { team: name }),
    caption: text('players.caption', { team: name }),
    columns: [
      { header: text('column.player'), isSortable: true },
      { header: text('column.cap'), ...sortable },
      { header: text('column.goalsOfShots'), ...sortable },
      { header: text('column.percent'), ...sortable },
      { header: text('column.assists'), ...sortable },
      { header: what.turnovers, ...sortable },
      { header: text('column.steals'), ...sortable },
      { header: text('column.blocks'), ...sortable },
      { header: text('players.exclusionsEarned'), ...sortable },
      { header: text('players.exclusionsCommitted'), ...sortable },
      { header: text('players.penaltiesEarned'), ...sortable },
      { header: text('players.penaltiesCommitted'), ...sortable },
      { header: text('players.majorFouls'), ...sortable },
      { header: text('players.fouledOut'), ...sortable },
      { header: what.swimOffsWon, ...sortable },
      { header: text('players.minutes'), ...sortable },
      { header: text('column.plusMinus'), ...sortable },
    ],
    rows: [...team.players]
      .sort((a, b) => (a.caps[0] ?? 99) - (b.caps[0] ?? 99))
      .map((player) => {
        const total = player.boxScore.total;
        const linked = (count: number, label: string, query: Parameters<ClipLinker>[1]) =>
          playerClipCell(team, player, clip, count, label, query);
        return {
          key: player.key,
          cells: [
            cell(goalkeeperMarked(player)),
            cell(player.caps.join(' / '), { sortValue: player.caps[0] ?? 99 }),
            {
              ...linked(total.attempts, what.shots, { type: 'SHOOT' }),
              text: formatMadeOf(total),
              sortValue: total.made * 1000 + total.attempts,
            },
            cell(formatPercent(total.percent), { sortValue: total.percent ?? -1 }),
            cell(player.assists),
            linked(player.turnovers, what.turnovers, { type: 'BALLLOST' }),
            cell(player.steals),
            cell(player.fieldBlocks),
            linked(player.exclusionsEarned, what.exclusionsEarned, { type: 'EXCLUSIONAGAINST' }),
            linked(player.exclusionsCommitted, what.exclusionsCommitted, { type: 'EXCLUSIONFOR' }),
            linked(player.penaltiesEarned, what.penaltiesEarned, { type: 'PENALTYFOULAGAINST' }),
            linked(player.penaltiesCommitted, what.penaltiesCommitted, { type: 'PENALTYFOUL' }),
            cell(player.majorFouls),
            cell(player.fouledOut),
            {
              ...linked(player.swimOffsWon, what.swimOffsWon, { type: 'SWIMOFF' }),
              text: `${player.swimOffsWon}/${player.swimOffs}`,
              sortValue: player.swimOffsWon * 1000 + player.swimOffs,
            },
            cell(formatClock(player.secondsInWater, 'duration'), {
              sortValue: player.secondsInWater ?? -1,
            }),
            cell(formatPlusMinus(player.plusMinus), { sortValue: player.plusMinus ?? -999 }),
          ],
        };
      }),
  };
}
