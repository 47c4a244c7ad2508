import type { TeamStatistics } from '../../../domain/stats';
import { clipLabel } from '../clips/clipLabel';
import { NO_CLIPS, type ClipLinker } from '../clips/clipLinker';
import { formatPercent } from './formatFraction';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';
import { teamName } from './names';

/**
 * Each goalkeeper who faced shots, then the team. Goals against open their clips (the shots against that went in,
 * with that keeper in goal) where the matches have video.
 */
export function goalkeeperTable(team: TeamStatistics, clip: ClipLinker = NO_CLIPS): StatTableModel {
  const name = teamName(team);
  const goalsAgainst = (count: number, owner: string, player?: number) =>
    cell(count, {
      href: count > 0 ? clip(team, { type: 'SHOOTAGAINST', outcome: 'GOAL', player }) : null,
      label: clipLabel(text('column.goalsAgainst'), owner, count),
    });
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
          // A keeper known under one cap: their goals against; under several (across matches), no single filter.
          player.caps.length === 1
            ? goalsAgainst(
                player.goalkeeping.goalsAgainst,
                `${player.name ?? ''} #${player.caps[0]}`.trim(),
                player.caps[0],
              )
            : cell(player.goalkeeping.goalsAgainst),
          cell(formatPercent(player.goalkeeping.savePercent)),
        ],
      })),
      {
        key: 'team',
        isEmphasised: true,
        cells: [
          cell(name),
          cell(team.goalkeeping.saves),
          goalsAgainst(team.goalkeeping.goalsAgainst, name),
          cell(formatPercent(team.goalkeeping.savePercent)),
        ],
      },
    ],
  };
}
