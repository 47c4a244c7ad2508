import { GOAL_CENTRE_X_CM, type MatchEvent, PENALTY_SHOOT_FROM_Y_CM } from '../../model';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import { penaltySituation } from '../save/penaltySituation';
import type { CaptureContext, EventDraft, CaptureState } from '../types';

/**
 * The penalty shot that opens after a penalty foul (docs/product.md §4): SHOOT when the foul was against them
 * (PENALTYFOULAGAINST), else SHOOTAGAINST (faced by our goalkeeper), situation PENALTY, from the 5 m spot in front of
 * the goal. The fouled player is the shooter until the scorer picks another: ours as the shot's player, theirs as its
 * opponent player.
 */
export function openPenaltyShot(
  state: CaptureState,
  context: CaptureContext,
  foul: Pick<MatchEvent, 'type' | 'playerNumber' | 'opponentPlayerNumber'>,
): EventDraft {
  const isAttacking = foul.type === 'PENALTYFOULAGAINST';
  const fouled = isAttacking ? foul.playerNumber : foul.opponentPlayerNumber;
  return {
    type: isAttacking ? 'SHOOT' : 'SHOOTAGAINST',
    shootSituation: penaltySituation('PENALTY', isShootoutPeriod(state, context)),
    shootFromPoolX: GOAL_CENTRE_X_CM,
    shootFromPoolY: PENALTY_SHOOT_FROM_Y_CM,
    ...(isAttacking ? {} : { playerNumber: state.goalkeeper }),
    ...(fouled == null ? {} : isAttacking ? { playerNumber: fouled } : { opponentPlayerNumber: fouled }),
  };
}
