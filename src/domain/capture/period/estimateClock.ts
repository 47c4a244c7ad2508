import type { MatchEvent } from '../../model';
import type { CaptureCommand } from '../commands';
import type { CaptureContext, CaptureState, CaptureWrite, ClockMode, ScoreboardReading } from '../types';
import { clockOf } from './clockOf';
import { isRunning, secondsLeft, type GameClock } from './gameClock';
import { eventTimeFromQuarter, quarterLengthOf } from './quarterTime';

/**
 * Game seconds per device second before the match has told better: play stops at every whistle, so an 8-minute
 * quarter lasts about 13 minutes at the pool.
 */
export const ESTIMATE_RATE = 0.6;
/** The pace two readings give is believed only between these: a mistyped reading must not run the clock wild. */
const RATE_BOUNDS = { min: 0.25, max: 1 } as const;
/** Two readings closer than this in device time say nothing about the pace. */
const MIN_PACE_SPAN_MS = 30_000;

/** Commands by which the scorer reads the time off the scoreboard. */
const READINGS: ReadonlySet<CaptureCommand['type']> = new Set(['setTime', 'stepPossessionEnd']);

export function isEstimating(state: Pick<CaptureState, 'clockMode'>): boolean {
  return state.clockMode === 'estimate';
}

/** Whether an event stamped now takes an estimated time: estimating, and the estimate runs. */
export function isTimeEstimated(state: Pick<CaptureState, 'clockMode' | 'clock'>): boolean {
  return isEstimating(state) && state.clock != null && isRunning(state.clock);
}

/**
 * The clock switched to the mode: estimating runs it at the estimated pace and no longer stops it at whistles; the game
 * clock is the scoreboard's again, stopped at what it shows (the scorer starts it with play).
 */
export function switchClockMode(
  state: CaptureState,
  mode: ClockMode,
  quarterLength: number,
  now: number,
): CaptureState {
  const clock = clockOf(state, quarterLength);
  const left = secondsLeft(clock, now);
  if (mode === 'clock') {
    return { ...state, clockMode: 'clock', lastReading: null, clock: { left, runningSince: null } };
  }
  const rate = isEstimating(state) ? (clock.rate ?? ESTIMATE_RATE) : ESTIMATE_RATE;
  const estimate: GameClock = { left, runningSince: isRunning(clock) ? now : null, rate };
  return { ...state, clockMode: 'estimate', lastReading: state.lastReading ?? null, clock: estimate };
}

/**
 * The estimated times between two readings of the scoreboard: each estimated event of the quarter recorded between
 * them takes the time that many device seconds into the span, the game time spread evenly over it. Answers the events
 * whose time changes. Events without a device instant, read (not estimated) times and other quarters are left alone.
 */
export function retimeBetween(
  events: readonly MatchEvent[],
  from: ScoreboardReading,
  to: ScoreboardReading,
  quarterLength: number,
): MatchEvent[] {
  if (from.quarter !== to.quarter || to.at <= from.at || to.time < from.time) return [];
  const retimed: MatchEvent[] = [];
  for (const event of events) {
    if (!event.timeEstimated || event.quarter !== to.quarter || !event.recordedAt) continue;
    const at = Date.parse(event.recordedAt);
    if (!(at > from.at && at <= to.at)) continue;
    const inQuarter = from.time + ((to.time - from.time) * (at - from.at)) / (to.at - from.at);
    const time = Math.round(eventTimeFromQuarter(to.quarter, inQuarter, quarterLength));
    if (time !== event.time) retimed.push({ ...event, time });
  }
  return retimed;
}

/** The pace two readings of a quarter show, within bounds; null when they are too close to tell. */
export function paceBetween(from: ScoreboardReading, to: ScoreboardReading): number | null {
  if (from.quarter !== to.quarter || to.at - from.at < MIN_PACE_SPAN_MS) return null;
  const pace = (to.time - from.time) / ((to.at - from.at) / 1000);
  return Math.min(RATE_BOUNDS.max, Math.max(RATE_BOUNDS.min, pace));
}

/**
 * After a command, while estimating: a time read off the scoreboard (the keypad, a nudge) is a new reading; the
 * estimated events since the last reading of the quarter are spread between the two (their corrected times are
 * written), and the estimate runs on from it at the pace the two readings showed. A new quarter starts without a
 * reading; its first Start clock is one (play starts at what the clock shows). A later start is not: it shows what the
 * stopped estimate shows, which the scoreboard never said.
 */
export function settleEstimate(
  read: CaptureState,
  next: CaptureState,
  command: CaptureCommand,
  context: CaptureContext,
  now: number,
): { state: CaptureState; writes: CaptureWrite[] } {
  if (!isEstimating(next)) return { state: next, writes: [] };
  if (next.quarter !== read.quarter) return { state: { ...next, lastReading: null }, writes: [] };
  const previous = next.lastReading?.quarter === next.quarter ? next.lastReading : null;
  const isFirstStart = command.type === 'startClock' && previous === null;
  if (!READINGS.has(command.type) && !isFirstStart) return { state: next, writes: [] };
  const reading: ScoreboardReading = { quarter: next.quarter, time: next.time, at: now };
  if (!previous) return { state: { ...next, lastReading: reading }, writes: [] };
  const quarterLength = quarterLengthOf(context);
  const writes = retimeBetween(context.events, previous, reading, quarterLength).map((event): CaptureWrite => ({
    kind: 'putEvent',
    event,
  }));
  const pace = paceBetween(previous, reading);
  const clock = clockOf(next, quarterLength);
  return {
    state: { ...next, lastReading: reading, clock: pace === null ? clock : { ...clock, rate: pace } },
    writes,
  };
}
