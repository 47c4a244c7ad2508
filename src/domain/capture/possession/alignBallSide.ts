import type { EventType } from '../../model';
import { isShootoutPeriod } from '../period/isShootoutPeriod';
import { savePossession } from './savePossession';
import type { CaptureContext, EventDraft, Step } from '../types';

/** Who attacks when each of these is recorded: a shot is the shooters' ball, a turnover the losers', a penalty foul the fouled side's. */
const ATTACKING_WHEN: Partial<Record<EventType, boolean>> = {
  SHOOT: true,
  SHOOTAGAINST: false,
  BALLLOST: true,
  BALLGAINED: false,
  PENALTYFOULAGAINST: true,
  PENALTYFOUL: false,
};

/**
 * The ball's side follows from the event: a new shot, turnover or penalty foul whose type says the other side attacks
 * (one of their caps tapped first names it whoever the screen thought had the ball) first gives the ball to that side
 * in a new possession at the event's time, as a by-hand change would, but storing no turnover nobody made: the log
 * skipped how the ball changed side. Exclusions are left alone (an attacker can be excluded), and so is the shootout,
 * which has no possessions.
 */
export function alignBallSide(step: Step, context: CaptureContext, draft: EventDraft & { type: EventType }): Step {
  const offense = ATTACKING_WHEN[draft.type];
  const { state } = step;
  if (offense === undefined || offense === state.offense || !state.possession) return step;
  if (isShootoutPeriod(state, context)) return step;
  return savePossession(step, context, {
    offense,
    extraPlayer: false,
    ...(draft.videoTime != null ? { videoTime: draft.videoTime } : {}),
  });
}
