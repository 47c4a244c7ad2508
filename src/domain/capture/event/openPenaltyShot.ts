import { PENALTY_SHOOT_FROM_Y_CM } from '../../model';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import { penaltySituation } from '../save/penaltySituation';
import type { CaptureContext, EventDraft, CaptureState } from '../types';

/**
 * The penalty shot that opens after a penalty foul (docs/product.md §4): SHOOT when the selected team attacks, else
 * SHOOTAGAINST (faced by our goalkeeper), situation PENALTY, from 5 m (shootFromPoolY 500).
 */
export function openPenaltyShot(state: CaptureState, context: CaptureContext, isAttacking: boolean): EventDraft {
  return {
    type: isAttacking ? 'SHOOT' : 'SHOOTAGAINST',
    shootSituation: penaltySituation('PENALTY', isShootoutPeriod(state, context)),
    shootFromPoolY: PENALTY_SHOOT_FROM_Y_CM,
    ...(isAttacking ? {} : { playerNumber: state.goalkeeper }),
  };
}
