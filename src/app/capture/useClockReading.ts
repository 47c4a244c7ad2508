import { useEffect, useState } from 'react';
import { clockOf, elapsedSeconds, isRunning, secondsLeft, type CaptureState } from '../../domain/capture';

/** How often a running clock's reading is redrawn: the shown second never lags by more than this. */
const REDRAW_MS = 200;

export type ClockReading = {
  /** Seconds elapsed in the quarter as the scoreboard shows them now (whole seconds, as events store them). */
  time: number;
  isRunning: boolean;
  /** A running clock reached 0:00: the quarter is over. */
  isOver: boolean;
};

/** The game clock as it reads now, redrawn while it runs. */
export function useClockReading(state: Pick<CaptureState, 'clock' | 'time'>, quarterLength: number): ClockReading {
  const clock = clockOf(state, quarterLength);
  const running = isRunning(clock);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), REDRAW_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  const at = running ? Math.max(now, clock.runningSince ?? now) : now;
  return {
    time: running ? elapsedSeconds(clock, at, quarterLength) : state.time,
    isRunning: running,
    isOver: running && secondsLeft(clock, at) <= 0,
  };
}
