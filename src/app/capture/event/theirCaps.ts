import type { MatchPlayerRow } from '../../../data/db';

/** Caps 1–15: the other team's pad when its roster is not loaded (a scorer keeping both teams still names them). */
const CAP_PAD = Array.from({ length: 15 }, (_, index) => index + 1);

/** The other team's caps as a scorer can name them: its roster's, or the 1–15 pad when it has none. */
export function theirCaps(roster: readonly MatchPlayerRow[]): number[] {
  return roster.length > 0 ? [...new Set(roster.map((row) => row.cap))].sort((a, b) => a - b) : CAP_PAD;
}
