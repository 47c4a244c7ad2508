import type { MatchEvent } from '../../model';

/**
 * The game clock of the capture screen: it counts down the quarter while the ball is in play. Plain data so it
 * persists with the capture state: the seconds left when it was last set or stopped, and the device instant
 * (milliseconds since the epoch) it has been running since, null while stopped. Every reading takes `now`, so the
 * rules stay pure and table-tested.
 */
export type GameClock = {
  left: number;
  runningSince: number | null;
  /**
   * Game seconds per device second while it runs: 1 for a clock that mirrors the scoreboard's; less for the estimate
   * of a scorer without one (play stops at every whistle, so a quarter lasts longer than its length). Absent: 1.
   */
  rate?: number;
};

/** A stopped clock at the start of a quarter. */
export function quarterClock(quarterLength: number): GameClock {
  return { left: quarterLength, runningSince: null };
}

/** Seconds left in the quarter at `now` (fractional while running), never below 0. */
export function secondsLeft(clock: GameClock, now: number): number {
  if (clock.runningSince === null) return clock.left;
  return Math.max(0, clock.left - ((now - clock.runningSince) / 1000) * (clock.rate ?? 1));
}

/** The seconds elapsed in the quarter at `now`, whole, as events store them: 7:18 shown is 42 s into 8:00. */
export function elapsedSeconds(clock: GameClock, now: number, quarterLength: number): number {
  // The scoreboard shows the whole seconds left rounded up (7:18 until 7:17 is reached): the event is at that reading.
  const shown = Math.ceil(secondsLeft(clock, now) - 1e-9);
  return Math.min(quarterLength, Math.max(0, quarterLength - shown));
}

export function isRunning(clock: GameClock): boolean {
  return clock.runningSince !== null;
}

/** Start: runs from what it shows; at 0:00 it stays stopped (the quarter is over). */
export function startClock(clock: GameClock, now: number): GameClock {
  if (isRunning(clock) || clock.left <= 0) return clock;
  return { ...clock, runningSince: now };
}

/** Stop: keeps what it shows at `now`. */
export function stopClock(clock: GameClock, now: number): GameClock {
  if (!isRunning(clock)) return clock;
  return { ...clock, left: secondsLeft(clock, now), runningSince: null };
}

/** Sets the seconds left (the keypad, or a nudge), kept within the quarter; a running clock runs on from there. */
export function setClock(clock: GameClock, left: number, now: number, quarterLength: number): GameClock {
  const kept = Math.min(quarterLength, Math.max(0, left));
  return { ...clock, left: kept, runningSince: isRunning(clock) && kept > 0 ? now : null };
}

/** Moves the clock by `delta` seconds of play (+10 is ten seconds later in the quarter: less time left). */
export function nudgeClock(clock: GameClock, delta: number, now: number, quarterLength: number): GameClock {
  return setClock(clock, secondsLeft(clock, now) - delta, now, quarterLength);
}

/** A running clock reached 0:00: the quarter is over. */
export function isQuarterOver(clock: GameClock, now: number): boolean {
  return secondsLeft(clock, now) <= 0;
}

/**
 * What the scorer typed on the keypad, as the scoreboard reads: '718' → 7:18 → 438 s left, '45' → 0:45, '8' → 0:08,
 * '800' → 8:00. Null when it is not a time: no digits, more than 4, or seconds of 60 and more.
 */
export function keypadSeconds(digits: string): number | null {
  if (!/^\d{1,4}$/.test(digits)) return null;
  const seconds = Number(digits.slice(-2));
  const minutes = digits.length > 2 ? Number(digits.slice(0, -2)) : 0;
  if (seconds >= 60) return null;
  return minutes * 60 + seconds;
}

/** Events after which play stops by rule: a goal, an exclusion, a penalty foul, a time-out. */
export function stopsPlay(event: Pick<MatchEvent, 'type' | 'shootOutcome'>): boolean {
  switch (event.type) {
    case 'SHOOT':
    case 'SHOOTAGAINST':
      return event.shootOutcome === 'GOAL';
    case 'EXCLUSIONFOR':
    case 'EXCLUSIONAGAINST':
    case 'PENALTYFOUL':
    case 'PENALTYFOULAGAINST':
    case 'TIMEOUT':
    case 'TIMEOUTAGAINST':
      return true;
    default:
      return false;
  }
}
