import { useEffect, useState } from 'react';
import { liveSecondsLeft } from '../../domain/live/liveClock';
import type { LiveSnapshot } from '../../domain/live/liveSnapshot';

/** How often a running clock is read again: often enough that a second never shows late by much. */
const TICK_MS = 250;

export type ShownClock = { quarter: number; secondsLeft: number; isRunning: boolean };

/**
 * The clock a spectator sees: the scorer's reported game clock, run on between reports (the snapshot's `clock`), or
 * without one the last recorded moment. Whole seconds, as a scoreboard shows them.
 */
export function useRunningClock(snapshot: LiveSnapshot | null): ShownClock | null {
  const clock = snapshot?.clock;
  const isRunning = clock?.running ?? false;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isRunning, clock]);
  if (!snapshot) return null;
  if (!clock || snapshot.match.status !== 'ONGOING')
    return { quarter: snapshot.quarter, secondsLeft: snapshot.timeLeft, isRunning: false };
  return { quarter: clock.quarter, secondsLeft: Math.ceil(liveSecondsLeft(clock, now) - 1e-9), isRunning };
}
