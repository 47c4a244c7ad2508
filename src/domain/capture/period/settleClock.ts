import type { CaptureCommand } from '../commands';
import type { CaptureContext, CaptureState, CaptureWrite } from '../types';
import { clockOf } from './clockOf';
import { isEstimating, switchClockMode } from './estimateClock';
import { elapsedSeconds, isRunning, setClock, startClock, stopClock, stopsPlay } from './gameClock';
import { eventTimeFromQuarter, quarterLengthOf } from './quarterTime';

/** Commands that take the live fields back from the log: a running clock is not wound back by them. */
export const FROM_THE_LOG: ReadonlySet<CaptureCommand['type']> = new Set([
  'undo',
  'deleteEvent',
  'undoLastPossession',
  'rebuild',
  'selectTeam',
]);

/**
 * The live time read from the game clock at the tap (`now`): while it runs, `time` is what the scoreboard shows at
 * that instant, so every rule of the command (an event's time, a possession's start) reads the running clock.
 */
export function readClock(state: CaptureState, context: CaptureContext, now: number): CaptureState {
  const quarterLength = quarterLengthOf(context);
  const clock = clockOf(state, quarterLength);
  return isRunning(clock) ? { ...state, clock, time: elapsedSeconds(clock, now, quarterLength) } : { ...state, clock };
}

/**
 * The game clock after a command, from the state the command read (`read`, after readClock) and the one it left:
 * - Start clock / Stop clock start and stop it; a stop keeps what it shows.
 * - The keypad and the steppers set it (running on when it ran), and move the open new event with it.
 * - A new quarter stops it at the quarter's length; undo and the other commands that rebuild from the log set a
 *   stopped clock to the time they restored, and leave a running one alone.
 * - A stored new event that stops play by rule (goal, exclusion, penalty foul, time-out) stops it at the event's time,
 *   unless the scorer estimates times without a clock (the estimate runs through whistles).
 * - An event opened while it runs takes its time at that tap, marked estimated while estimating.
 * - The clock mode switches between the scoreboard's clock and the estimate (switchClockMode).
 */
export function settleClock(
  read: CaptureState,
  next: CaptureState,
  command: CaptureCommand,
  writes: readonly CaptureWrite[],
  context: CaptureContext,
  now: number,
): CaptureState {
  const quarterLength = quarterLengthOf(context);
  const clock = clockOf(read, quarterLength);
  const at = (state: CaptureState, time: number): CaptureState => ({
    ...state,
    time,
    clock: {
      ...(clock.rate !== undefined ? { rate: clock.rate } : {}),
      left: quarterLength - time,
      runningSince: null,
    },
  });
  switch (command.type) {
    case 'setClockMode':
      return switchClockMode(next, command.mode, quarterLength, now);
    case 'startClock':
      return { ...next, clock: startClock(clock, now) };
    case 'stopClock': {
      const stopped = stopClock(clock, now);
      return { ...next, clock: stopped, time: elapsedSeconds(stopped, now, quarterLength) };
    }
    case 'setTime':
    case 'stepPossessionEnd':
      return withOpenEventAt(
        { ...next, clock: setClock(clock, quarterLength - next.time, now, quarterLength) },
        quarterLength,
      );
  }
  if (next.quarter !== read.quarter) return at(next, next.time);
  if (FROM_THE_LOG.has(command.type)) {
    return isRunning(clock) ? { ...next, clock, time: read.time } : at(next, next.time);
  }
  const stopper = isEstimating(next) ? undefined : stoppingEvent(writes, context, next.quarter);
  if (stopper !== undefined) return at(next, stopper - eventTimeFromQuarter(next.quarter, 0, quarterLength));
  if (isRunning(clock) && !read.current && next.current && next.current.time == null) {
    return {
      ...next,
      clock,
      current: {
        ...next.current,
        time: eventTimeFromQuarter(next.quarter, read.time, quarterLength),
        ...(isEstimating(next) ? { timeEstimated: true } : {}),
      },
    };
  }
  // Any other rule that moved the time (a tip's moment) moves a stopped clock with it.
  if (!isRunning(clock) && next.time !== read.time) return at(next, next.time);
  return { ...next, clock };
}

/** The keypad or a stepper moved the clock while a new event is open: the event is at the time now shown, as read. */
function withOpenEventAt(state: CaptureState, quarterLength: number): CaptureState {
  const current = state.current;
  if (!current || current.uuid != null) return state;
  const time = eventTimeFromQuarter(state.quarter, state.time, quarterLength);
  return { ...state, current: { ...current, time, timeEstimated: false } };
}

/** The match time of the first new event of `quarter` these writes store that stops play, if any. */
function stoppingEvent(writes: readonly CaptureWrite[], context: CaptureContext, quarter: number): number | undefined {
  const stored = new Set(context.events.map((event) => event.uuid));
  for (const write of writes) {
    if (write.kind !== 'putEvent' || stored.has(write.event.uuid)) continue;
    if (write.event.quarter === quarter && stopsPlay(write.event)) return write.event.time;
  }
  return undefined;
}
