import type { PlayerStatistics } from '../../domain/stats';
import { playerLabel } from './playerLabel';
import { statisticsText } from './statisticsText';

/** The player's label, a goalkeeper's marked: "SmiJ (GK)". */
export function goalkeeperMarked(player: PlayerStatistics): string {
  const label = playerLabel(player);
  return player.isGoalkeeper ? statisticsText('players.goalkeeperMark', { name: label }) : label;
}
