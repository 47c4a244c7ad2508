import type { TeamStatistics } from '../../../domain/stats';
import type { ClipLinker } from '../clips/clipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { goalkeeperMarked, teamName } from './names';
import { playerClipCell } from '../clips/playerClipCell';
import { BOX_SCORE_ROWS, boxScoreRowLabel, quarterLabel } from '../statisticsLabels';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';

/**
 * Each player's shooting in the official categories (docs/design.md §7: per-situation shooting), total and %, the
 * shootout apart, and goals per quarter. Columns without a shot of the team's are left out.
 */
export function playerShootingTable(team: TeamStatistics, clip: ClipLinker): StatTableModel {
  const name = teamName(team);
  const sortable = { isNumeric: true, isSortable: true };
  const players = [...team.players].sort((a, b) => (a.caps[0] ?? 99) - (b.caps[0] ?? 99));
  const situations = BOX_SCORE_ROWS.filter((row) => row.column !== 'other' || team.boxScore.other.attempts > 0).map(
    (row) => ({
      ...row,
      label: boxScoreRowLabel(row),
    }),
  );
  const hasShootout = team.boxScore.shootout.attempts > 0;
  const quarters = [1, 2, 3, 4];
  return {
    name: text('file.playerShooting', { team: name }),
    caption: text('playerShooting.caption', { team: name }),
    columns: [
      { header: text('column.player'), isSortable: true },
      { header: text('column.cap'), ...sortable },
      ...situations.map((row) => ({ header: row.label, ...sortable })),
      { header: text('column.total'), ...sortable },
      { header: text('column.percent'), ...sortable },
      ...(hasShootout ? [{ header: text('column.shootout'), ...sortable }] : []),
      ...quarters.map((quarter) => ({
        header: text('playerShooting.goalsInQuarter', { quarter: quarterLabel(quarter) }),
        ...sortable,
      })),
    ],
    rows: players.map((player) => {
      const shots = (fraction: { made: number; attempts: number }, what: string, query: Parameters<ClipLinker>[1]) => ({
        ...playerClipCell(team, player, clip, fraction.attempts, what, query),
        text: formatMadeOf(fraction),
        sortValue: fraction.made * 1000 + fraction.attempts,
      });
      return {
        key: player.key,
        cells: [
          cell(goalkeeperMarked(player)),
          cell(player.caps.join(' / '), { sortValue: player.caps[0] ?? 99 }),
          ...situations.map((row) => {
            const fraction = player.boxScore[row.column];
            if (row.column === 'other')
              return cell(formatMadeOf(fraction), { sortValue: fraction.made * 1000 + fraction.attempts });
            return shots(fraction, text('clip.situationShots', { situation: row.label }), {
              type: 'SHOOT',
              situation: row.situation,
              manUp: row.manUp,
            });
          }),
          shots(player.boxScore.total, text('clip.shots'), { type: 'SHOOT' }),
          cell(formatPercent(player.boxScore.total.percent), { sortValue: player.boxScore.total.percent ?? -1 }),
          ...(hasShootout
            ? [
                shots(player.boxScore.shootout, text('clip.shootoutShots'), {
                  type: 'SHOOT',
                  situation: 'PENALTYSHOOTOUT',
                }),
              ]
            : []),
          ...quarters.map((quarter) =>
            playerClipCell(
              team,
              player,
              clip,
              player.goalsByQuarter.quarters[quarter - 1] ?? 0,
              text('clip.goalsInQuarter', { quarter: quarterLabel(quarter) }),
              { type: 'SHOOT', outcome: 'GOAL', quarter },
            ),
          ),
        ],
      };
    }),
  };
}
