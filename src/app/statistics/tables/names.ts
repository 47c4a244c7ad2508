import type { PlayerStatistics, TeamStatistics } from '../../../domain/stats';
import { statisticsText } from '../statisticsText';

export function teamName(team: TeamStatistics): string {
  return team.team.name ?? statisticsText('fallback.team', { id: team.team.id });
}

/** The player's short name ("KovG"), or the cap when no roster names them. */
export function playerLabel(player: PlayerStatistics): string {
  return player.name ?? statisticsText('fallback.cap', { cap: player.caps[0] ?? '?' });
}

/** The player's label, a goalkeeper's marked: "SmiJ (GK)". */
export function goalkeeperMarked(player: PlayerStatistics): string {
  const label = playerLabel(player);
  return player.isGoalkeeper ? statisticsText('players.goalkeeperMark', { name: label }) : label;
}
