import type { MatchEvent } from '../model';
import { isShootoutShot } from '../score';

/** An opponent's shot blocked by our field players. */
export function isFieldBlock(event: MatchEvent): boolean {
  return (
    event.type === 'SHOOTAGAINST' &&
    (event.shootOutcome === 'BLOCKFOR' || event.shootOutcome === 'BLOCKAGAINST') &&
    !isShootoutShot(event)
  );
}
