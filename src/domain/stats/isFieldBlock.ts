import type { MatchEvent } from '../model';
import { isShootout } from './isShootout';

/** An opponent's shot blocked by our field players. */
export function isFieldBlock(event: MatchEvent): boolean {
  return (
    event.type === 'SHOOTAGAINST' &&
    (event.shootOutcome === 'BLOCKFOR' || event.shootOutcome === 'BLOCKAGAINST') &&
    !isShootout(event)
  );
}
