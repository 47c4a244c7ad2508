import { playerKeyOf } from './players';
import type { TeamMatchView } from './types';

export type Lineup = { caps: number[]; players: string[]; key: string };

/**
 * The unit a possession's players in the water make: their caps in order, their players (each cap's player key,
 * sorted), and the key the unit is known by across matches (the players joined). Null when nobody is recorded.
 * The lineups tab groups by it, and its rows open the clips of exactly its possessions by it.
 */
export function lineupOf(
  view: Pick<TeamMatchView, 'roster'>,
  playersInWater: readonly number[] | null | undefined,
): Lineup | null {
  const caps = [...new Set(playersInWater ?? [])].sort((a, b) => a - b);
  if (caps.length === 0) return null;
  const players = caps.map((cap) => playerKeyOf(view, cap)).sort();
  return { caps, players, key: players.join(' ') };
}
