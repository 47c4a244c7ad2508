import type { TeamSide } from '../model';

/** An exclusion still running: the excluded player's side and the last second of game time it lasts. */
export type RunningExclusion = { excludedSide: TeamSide; until: number };

/**
 * Players more in the water for `side` at `time`: > 0 man-up, < 0 man-down, 0 even.
 *
 * The man advantage of an imported match, as the rules of water polo define it (docs/design.md §7, "goals scored while
 * the opponent has a player excluded"): it starts at the exclusion and ends at the first of
 * - the league's exclusion time of game time run (`exclusionSecondsOf`: 20 s, or 18 s in the newest rules; the
 *   printed clocks are whole seconds, so a shot in the last second of it is still man-up),
 * - a goal by either side,
 * - the excluded side regaining the ball: a save its goalkeeper holds, a missed shot its defence gathers, a
 *   turnover or a steal.
 * Two exclusions at one whistle cancel out. The log's own labels are evidence where they exist and win over
 * the clock, both ways: an "Extra player shot" (Omega) or an `EG` goal (Microplus) is man-up; an Omega shot labelled
 * by another situation (action, centre, 5 m, counter) and a Microplus `G` are not. A shot whose detail names no
 * situation takes the state above. The importer
 * drops a running exclusion at a goal or a regain; this function applies the clock.
 */
export function manAdvantageOf(exclusions: readonly RunningExclusion[], side: TeamSide, time: number): number {
  let advantage = 0;
  for (const exclusion of exclusions) {
    if (exclusion.until < time) continue;
    advantage += exclusion.excludedSide === side ? -1 : 1;
  }
  return advantage;
}
