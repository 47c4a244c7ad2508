import { DEFAULT_EXCLUSION_TIME, type TeamSide } from '../model';
import type { LivePlay } from './liveSnapshot';

/** An exclusion still being served: whose player, and the seconds of play left until he may return. */
export type RunningExclusion = { id: string; team: TeamSide; cap: number | null; secondsLeft: number };

/**
 * The exclusions running at `secondsLeft` on the clock of `quarter`, from the plays (newest first): each of that
 * quarter whose exclusion time has not yet run, unless a goal came since (a goal ends every exclusion). The other
 * ways an exclusion ends early (the excluded team wins the ball back) are not in the plays; the overlay errs on
 * showing an exclusion to its full time, as a scoreboard's own countdown does.
 */
export function runningExclusions(
  plays: readonly LivePlay[],
  quarter: number,
  secondsLeft: number,
  exclusionTime = DEFAULT_EXCLUSION_TIME,
): RunningExclusion[] {
  const running: RunningExclusion[] = [];
  for (const play of plays) {
    if (play.quarter !== quarter || play.time < secondsLeft) continue;
    if (play.type === 'SHOOT' && play.outcome === 'GOAL') break;
    const served = play.time - secondsLeft;
    if (play.type === 'EXCLUSIONFOR' && served < exclusionTime)
      running.push({ id: play.id, team: play.team, cap: play.cap, secondsLeft: Math.ceil(exclusionTime - served) });
  }
  return running;
}
