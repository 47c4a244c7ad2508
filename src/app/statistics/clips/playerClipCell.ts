import type { PlayerStatistics, TeamStatistics } from '../../../domain/stats';
import { clipLabel } from './clipLabel';
import type { ClipLinker } from './clipLinker';
import { playerLabel } from '../tables/names';
import { cell, type StatCell } from '../tables/statTable';

/**
 * A player's count, linked to its clips when there are any to play: the video screen finds a player by cap,
 * so a player who wore several caps over the chosen matches gets no link.
 */
export function playerClipCell(
  team: TeamStatistics,
  player: PlayerStatistics,
  clip: ClipLinker,
  count: number,
  what: string,
  query: Parameters<ClipLinker>[1],
): StatCell {
  const cap = player.caps.length === 1 ? player.caps[0] : undefined;
  if (cap === undefined || count === 0) return cell(count, { sortValue: count });
  const href = clip(team, { ...query, player: cap });
  return cell(count, { sortValue: count, href, label: clipLabel(what, playerLabel(player), count) });
}
