import { isRunning, secondsLeft, type CaptureState } from '../../domain/capture';
import { api } from '../api/api';

/** A burst of clock changes (a start right after a keypad setting) is sent once, as it stands at the end. */
const SETTLE_MS = 250;

const waiting = new Map<number, ReturnType<typeof setTimeout>>();

/** The clock as spectators need it: what changed when the quarter, the start or stop, the setting or the pace did. */
function clockKey(state: CaptureState): string | null {
  const { clock } = state;
  if (!clock) return null;
  return [state.quarter, clock.left, clock.runningSince, clock.rate ?? 1].join('|');
}

/**
 * The capture screen's game clock, reported to the server as it starts, stops or is set (PUT /api/matches/{id}/clock),
 * so the live page, its embed and the stream overlay run it between reports. Best effort and latest-wins: nothing is
 * queued, since a clock report is worth nothing later; offline or refused, the live page shows the last recorded
 * moment as before.
 */
export function reportClockChange(matchId: number, before: CaptureState, after: CaptureState, client = api): void {
  if (clockKey(after) === null || clockKey(after) === clockKey(before)) return;
  clearTimeout(waiting.get(matchId));
  waiting.set(
    matchId,
    setTimeout(() => {
      waiting.delete(matchId);
      void sendClock(matchId, after, client);
    }, SETTLE_MS),
  );
}

async function sendClock(matchId: number, state: CaptureState, client: typeof api): Promise<void> {
  const { clock } = state;
  if (!clock || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
  const body = {
    quarter: state.quarter,
    secondsLeft: Math.round(secondsLeft(clock, Date.now()) * 10) / 10,
    running: isRunning(clock),
    rate: clock.rate ?? 1,
  };
  try {
    await client(`/matches/${matchId}/clock`, { method: 'PUT', body });
  } catch (error) {
    console.debug(`[live] clock of match ${matchId} not reported`, error);
  }
}
