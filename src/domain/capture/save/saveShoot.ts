import { buildEvent } from './buildEvent';
import { isAssistShown } from '../event/isAssistShown';
import { isAttackingAfterShoot } from './isAttackingAfterShoot';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import { penaltySituation } from './penaltySituation';
import { recordEvent } from './recordEvent';
import { resetAttackShape } from '../possession/resetAttackShape';
import { savePossession } from '../possession/savePossession';
import type { CaptureContext, EventDraft, Step } from '../types';

const NO_ASSISTS = {
  shootAssistPlayerNumber1: null,
  shootAssistPosition1: null,
  shootAssistPlayerNumber2: null,
  shootAssistPosition2: null,
} satisfies EventDraft;

/**
 * Saves a shot (docs/product.md §4). It records isAttackingAfterShoot and the penalty situation of the period. A shot
 * that leaves the ball where it was resets formation, back, centre and posts and, unless an extra player is on,
 * saves a new possession; otherwise the ball goes to the new attacking side in a new possession.
 */
export function saveShoot(
  step: Step,
  context: CaptureContext,
  draft: EventDraft & { type: 'SHOOT' | 'SHOOTAGAINST' },
): Step {
  const state = step.state;
  const wasAttacking = draft.offense ?? state.offense;
  const isAttackingAfter = isAttackingAfterShoot(draft.shootOutcome, wasAttacking);
  const shootSituation = penaltySituation(draft.shootSituation, isShootoutPeriod(state, context));
  const shot = { ...draft, shootSituation, isAttackingAfterShoot: isAttackingAfter };
  const event = buildEvent(isAssistShown(shot, state) ? shot : { ...shot, ...NO_ASSISTS }, state, context);
  const recorded = recordEvent(step, context, event);
  const next = { offense: isAttackingAfter, extraPlayer: false, videoTime: event.videoTime ?? state.videoTime };
  if (isAttackingAfter !== state.offense) return savePossession(recorded, context, next);

  const kept: Step = { ...recorded, state: resetAttackShape(recorded.state) };
  return state.extraPlayer ? kept : savePossession(kept, context, next);
}
