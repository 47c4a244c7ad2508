import { FIRST_QUARTER } from '../../domain/model';
import type { LiveMatchData } from './liveMatchData';
import { secondsLeftInQuarter } from './secondsLeftInQuarter';

/**
 * The quarter under way and its clock, read from the latest moment either scorer recorded (an event, or a
 * possession's start or end). Before anything is recorded the first quarter is full; an ended match shows
 * its last quarter at 0.
 */
export function currentClock(data: LiveMatchData): { quarter: number; timeLeft: number } {
  let latest = { quarter: FIRST_QUARTER, time: 0 };
  const consider = (quarter: number, time: number | null | undefined) => {
    if (time != null && (quarter > latest.quarter || (quarter === latest.quarter && time > latest.time)))
      latest = { quarter, time };
  };
  for (const event of data.events) consider(event.quarter, event.time);
  for (const possession of data.possessions) {
    consider(possession.quarter, possession.timeFrom);
    consider(possession.quarter, possession.timeTo);
  }
  if (data.match.status === 'ENDED') return { quarter: latest.quarter, timeLeft: 0 };
  return { quarter: latest.quarter, timeLeft: secondsLeftInQuarter(latest.time, latest.quarter, data.quarterLength) };
}
