import { countDownTime } from '../capture/period/quarterTime';
import type { MatchEvent } from '../model';
import { isShootoutShot } from '../score';
import type { ScoresheetMoment } from './types';

/** The quarter and the clock as the scorer read it; the shootout has no clock. */
export function momentOf(
  event: Pick<MatchEvent, 'time' | 'quarter' | 'shootSituation'>,
  quarterLength: number,
): ScoresheetMoment {
  const isShootout = isShootoutShot(event);
  return { quarter: event.quarter, clock: isShootout ? null : countDownTime(event.time, event.quarter, quarterLength) };
}
