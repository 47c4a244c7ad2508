import type { PlayerStatistics } from '../../domain/stats';

/** The player's short name ("KovG"), or the cap when no roster names them. */
export function playerLabel(player: PlayerStatistics): string {
  return player.name ?? `Cap ${player.caps[0] ?? '?'}`;
}
