import { useEffect, useMemo, useRef } from 'react';
import {
  eventTimeFromQuarter,
  manAdvantage,
  runningExclusions,
  type CaptureState,
  type RunningExclusion,
} from '../../domain/capture';
import type { MatchEvent } from '../../domain/model';
import { useClockReading } from './useClockReading';

export type ExclusionTimers = {
  running: readonly RunningExclusion[];
  /** Whole seconds left of each running exclusion, by its event's uuid, as the game clock reads now. */
  secondsLeft: (exclusion: RunningExclusion) => number;
  /** Players more in the water for the selected team: > 0 man-up, < 0 man-down. */
  advantage: number;
};

/**
 * The running exclusions of the quarter as the game clock reads now, redrawn while it runs. When one runs out on a
 * running clock, `onEnded` is called once (the screen sends 'tick', and the engine brings the player back).
 */
export function useExclusionTimers(
  state: Pick<CaptureState, 'clock' | 'time' | 'quarter'>,
  events: readonly MatchEvent[],
  quarterLength: number,
  exclusionTime: number,
  onEnded: () => void,
): ExclusionTimers {
  const reading = useClockReading(state, quarterLength);
  const now = eventTimeFromQuarter(state.quarter, reading.time, quarterLength);
  const running = useMemo(
    () => runningExclusions(events, state.quarter, now, exclusionTime),
    [events, state.quarter, now, exclusionTime],
  );
  const key = running.map((exclusion) => exclusion.eventUuid).join(' ');
  const previous = useRef(key);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    const before = previous.current.split(' ').filter(Boolean);
    previous.current = key;
    if (reading.isRunning && before.some((uuid) => !key.includes(uuid))) ended.current();
  }, [key, reading.isRunning]);
  return {
    running,
    secondsLeft: (exclusion) => Math.max(0, exclusion.until - now),
    advantage: manAdvantage(running),
  };
}
