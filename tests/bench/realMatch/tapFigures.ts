import { percentile } from '../figures';

export type TapFigures = { count: number; mean: number; median: number; p90: number; max: number };

/**
 * Mean, median (the middle of an even count is the mean of its two middles) and 90th percentile (nearest rank, as
 * the other benches print it) of taps per line.
 */
export function tapFigures(taps: readonly number[]): TapFigures {
  const sorted = [...taps].sort((a, b) => a - b);
  const count = sorted.length;
  const middle = Math.floor(count / 2);
  const median = count === 0 ? NaN : count % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {
    count,
    mean: count === 0 ? NaN : sorted.reduce((sum, value) => sum + value, 0) / count,
    median,
    p90: percentile(sorted, 90),
    max: sorted.at(-1) ?? NaN,
  };
}
