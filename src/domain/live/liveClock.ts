/**
 * The game clock as the scorer's capture screen last reported it, for spectators to run between reports: the
 * quarter, the seconds left at `at` (ms since the epoch, the server's time), running or stopped, and how many game
 * seconds pass per real second while it runs (1 for a scoreboard's clock; less for a scorer's estimate).
 */
export type LiveClock = { quarter: number; secondsLeft: number; running: boolean; rate: number; at: number };

/** Seconds left on a reported clock at `now` (ms): it runs down while running, never below 0. */
export function liveSecondsLeft(clock: LiveClock, now: number): number {
  if (!clock.running) return clock.secondsLeft;
  return Math.max(0, clock.secondsLeft - (Math.max(0, now - clock.at) / 1000) * clock.rate);
}
