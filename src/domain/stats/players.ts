import type { TeamMatchView } from './types';

/** First 3 letters of the last name + first letter of the first name ("KovG"), docs/product.md §3. */
export function playerDisplayName(player: { firstName?: string | null; lastName?: string | null }): string | null {
  const last = player.lastName?.trim() ?? '';
  const first = player.firstName?.trim() ?? '';
  if (last === '' && first === '') return null;
  return last.slice(0, 3) + first.slice(0, 1);
}

/** A player across matches: `p<playerId>` when the roster names the cap, else `c<cap>` (same team). */
export function playerKeyOf(view: Pick<TeamMatchView, 'roster'>, cap: number): string {
  const playerId = view.roster.get(cap)?.player.id;
  return playerId != null ? `p${playerId}` : `c${cap}`;
}
