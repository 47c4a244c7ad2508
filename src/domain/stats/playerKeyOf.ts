import type { TeamMatchView } from './types';

/** A player across matches: `p<playerId>` when the roster names the cap, else `c<cap>` (same team). */
export function playerKeyOf(view: Pick<TeamMatchView, 'roster'>, cap: number): string {
  const playerId = view.roster.get(cap)?.player.id;
  return playerId != null ? `p${playerId}` : `c${cap}`;
}
