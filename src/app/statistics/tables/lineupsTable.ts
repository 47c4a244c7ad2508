import { formatClock } from '../../../domain/model';
import type { TeamStatistics } from '../../../domain/stats';
import { clipLabel } from '../clips/clipLabel';
import { NO_POSSESSION_CLIPS, type PossessionClipLinker } from '../clips/possessionClipLinker';
import { formatMadeOf, formatPercent } from './formatFraction';
import { statisticsText as text } from '../statisticsText';
import { cell, type StatTableModel } from './statTable';
import { playerLabel, teamName } from './names';

/**
 * The most used units first: caps in the water, possessions, time, goals for/against, man-up. On matches with
 * video the caps play every event while the unit was in the water, the attacks and defences those of theirs.
 */
export function lineupsTable(
  team: TeamStatistics,
  clip: PossessionClipLinker = NO_POSSESSION_CLIPS,
  limit = 25,
): StatTableModel {
  const name = teamName(team);
  const players = new Map(team.players.map((player) => [player.key, player]));
  // A player key is `p<id>` or `c<cap>`; one without a row of figures is named by its cap where it has one.
  const nameOf = (key: string) => {
    const player = players.get(key);
    if (player) return playerLabel(player);
    return key.startsWith('c') ? text('fallback.cap', { cap: key.slice(1) }) : key;
  };
  const linked = (shown: string, count: number, what: string, unit: string, side?: 'offense' | 'defense') => {
    const href =
      count === 0
        ? null
        : clip(team, (possession) => possession.lineup === unit && (!side || possession.side === side));
    return href === null ? null : { href, label: clipLabel(what, name, shown) };
  };
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
    rows: team.lineups.slice(0, limit).map((unit) => {
      const key = unit.players.join(' ');
      const names = unit.players.map(nameOf).join(', ');
      const caps = unit.caps.join(' ');
      const { offense, defense } = unit.possessions;
      const lineup = text('clip.lineup', { caps });
      return {
        key,
        cells: [
          cell(caps, {
            label: names,
            ...linked(caps, offense + defense, text('clip.lineupInWater', { players: names }), key),
          }),
          cell(offense, {
            ...linked(String(offense), offense, text('clip.lineupAttacks', { lineup }), key, 'offense'),
          }),
          cell(defense, {
            ...linked(String(defense), defense, text('clip.lineupDefences', { lineup }), key, 'defense'),
          }),
          cell(formatClock(unit.seconds, 'duration'), { sortValue: unit.seconds }),
          cell(unit.goalsFor),
          cell(unit.goalsAgainst),
          cell(unit.goalsFor - unit.goalsAgainst, { sortValue: unit.goalsFor - unit.goalsAgainst }),
          cell(formatMadeOf(unit.manUp), { sortValue: unit.manUp.attempts * 1000 + unit.manUp.made }),
          cell(formatPercent(unit.manUp.percent), { sortValue: unit.manUp.percent ?? -1 }),
        ],
      };
    }),
  };
}
