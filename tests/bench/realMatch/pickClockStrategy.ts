import { runningClock } from './runningClock';
import type { ClockStrategy } from './scorer';
import type { ScorerScreen } from './ScorerScreen';
import { stepperClock } from './stepperClock';

/**
 * The running clock when the screen shows one, else the steppers. The page clock was installed before the app
 * loaded (it flows as real time until paused); the running clock's time only moves when the bench runs it.
 */
export async function pickClockStrategy(screen: ScorerScreen, whistleSeconds: number): Promise<ClockStrategy> {
  if ((await screen.gameClock.count()) === 0) return stepperClock();
  await screen.page.clock.pauseAt((await screen.page.evaluate(() => Date.now())) + 1000);
  return runningClock(whistleSeconds);
}
