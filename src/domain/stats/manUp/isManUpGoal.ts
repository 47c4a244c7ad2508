import type { MatchEvent } from '../../model';
import { isPenaltySituation } from '../definitions';
import { isShootoutShot } from '../../score';

/**
 * A goal scored (SHOOT) or conceded (SHOOTAGAINST) with the attacking side a player up, not a penalty: the
 * official extra-man goal (docs/design.md §7). "A player up" is the event's extraPlayer: the capture engine's own
 * state, or for an imported match the rules' advantage (`manAdvantageOf`), whatever the shot's printed situation.
 */
export function isManUpGoal(event: MatchEvent, type: 'SHOOT' | 'SHOOTAGAINST'): boolean {
  return (
    event.type === type &&
    event.shootOutcome === 'GOAL' &&
    event.extraPlayer === true &&
    !isPenaltySituation(event.shootSituation) &&
    !isShootoutShot(event)
  );
}
