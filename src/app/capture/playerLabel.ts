import { shortPlayerName } from '../../domain/capture';
import type { MatchPlayerRow } from '../../data/db';

/** '7 KovG': cap and short name (docs/product.md §3); the cap alone when the player is unknown. */
export function playerLabel(cap: number, roster: readonly MatchPlayerRow[]): string {
  const player = roster.find((row) => row.cap === cap)?.player;
  const name = player ? shortPlayerName(player) : '';
  return name ? `${cap} ${name}` : String(cap);
}
