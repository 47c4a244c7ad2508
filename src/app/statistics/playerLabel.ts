import type { PlayerStatistics } from '../../domain/stats';
import { statisticsText } from './statisticsText';

/** The player's short name ("KovG"), or the cap when no roster names them. */
export function playerLabel(player: PlayerStatistics): string {
  return player.name ?? statisticsText('fallback.cap', { cap: player.caps[0] ?? '?' });
}
