import { runningClock } from './runningClock';
import type { ClockStrategy } from './scorer';
import type { ScorerScreen } from './ScorerScreen';
import { stepperClock } from './stepperClock';

/**
 * The running clock when the screen shows one, else the steppers. The page clock was installed before the app
 * loaded and flows as real time; the running clock's strategy jumps it by the play between two lines.
 */
export async function pickClockStrategy(screen: ScorerScreen, whistleSeconds: number): Promise<ClockStrategy> {
  if ((await screen.gameClock.count()) === 0) return stepperClock();
  return runningClock(whistleSeconds);
}
