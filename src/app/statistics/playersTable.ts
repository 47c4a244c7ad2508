import type { PlayerStatistics, TeamStatistics } from '../../domain/stats';
import type { ClipLinker } from './clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { formatSeconds } from './formatSeconds';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './teamName';

function playerLabel(player: PlayerStatistics): string {
  return player.name ?? `Cap ${player.caps[0] ?? '?'}`;
}

/** One row per player of a team: shooting, assists, turnovers, steals, exclusions, minutes, plus-minus. */
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
      { header: 'Excl. earned', ...sortable },
      { header: 'Excl. committed', ...sortable },
      { header: 'Minutes', ...sortable },
      { header: '+/−', ...sortable },
    ],
    rows: [...team.players]
      .sort((a, b) => (a.caps[0] ?? 99) - (b.caps[0] ?? 99))
      .map((player) => {
        const cap = player.caps.length === 1 ? player.caps[0] : undefined;
        const label = playerLabel(player);
        const total = player.boxScore.total;
        const linked = (count: number, what: string, query: Parameters<ClipLinker>[1]) =>
          cap !== undefined && count > 0 ? { href: clip(team, { ...query, player: cap }), label: `${what} of ${label}: ${count}, play clips` } : {};
        return {
          key: player.key,
          cells: [
            cell(label + (player.isGoalkeeper ? ' (GK)' : '')),
            cell(player.caps.join(' / '), { sortValue: player.caps[0] ?? 99 }),
            cell(formatMadeOf(total), { sortValue: total.made * 1000 + total.attempts, ...linked(total.attempts, 'Shots', { type: 'SHOOT' }) }),
            cell(formatPercent(total.percent), { sortValue: total.percent ?? -1 }),
            cell(player.assists),
            cell(player.turnovers, { sortValue: player.turnovers, ...linked(player.turnovers, 'Turnovers', { type: 'BALLLOST' }) }),
            cell(player.steals),
            cell(player.exclusionsEarned, {
              sortValue: player.exclusionsEarned,
              ...linked(player.exclusionsEarned, 'Exclusions earned', { type: 'EXCLUSIONAGAINST' }),
            }),
            cell(player.exclusionsCommitted, {
              sortValue: player.exclusionsCommitted,
              ...linked(player.exclusionsCommitted, 'Exclusions committed', { type: 'EXCLUSIONFOR' }),
            }),
            cell(formatSeconds(player.secondsInWater), { sortValue: player.secondsInWater ?? -1 }),
            cell(player.plusMinus == null ? '–' : player.plusMinus > 0 ? `+${player.plusMinus}` : String(player.plusMinus), {
              sortValue: player.plusMinus ?? -999,
            }),
          ],
        };
      }),
  };
}
