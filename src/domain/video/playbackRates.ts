/** The speeds offered, slowest first (0.5× to 2×). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** One speed slower (direction −1) or faster (+1), held at the ends; an odd rate snaps to the nearest. */
export function stepPlaybackRate(rate: number, direction: -1 | 1): number {
  const nearest = PLAYBACK_RATES.reduce(
    (best, candidate, index) => (Math.abs(candidate - rate) < Math.abs(PLAYBACK_RATES[best]! - rate) ? index : best),
    0,
  );
  const index = Math.min(PLAYBACK_RATES.length - 1, Math.max(0, nearest + direction));
  return PLAYBACK_RATES[index]!;
}
