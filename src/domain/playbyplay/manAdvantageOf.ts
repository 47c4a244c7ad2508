import type { TeamSide } from '../model';

/** An exclusion still running: the excluded player's side and the last second of the advantage it gives. */
export type RunningExclusion = { excludedSide: TeamSide; until: number };

/** Players more in the water for `side` at `time`: > 0 man-up, < 0 man-down, 0 even. */
export function manAdvantageOf(exclusions: readonly RunningExclusion[], side: TeamSide, time: number): number {
  let advantage = 0;
  for (const exclusion of exclusions) {
    if (exclusion.until < time) continue;
    advantage += exclusion.excludedSide === side ? -1 : 1;
  }
  return advantage;
}
