import { expect } from '@playwright/test';
import { keypadKeys } from './keypadKeys';
import type { ClockStrategy, Scorer } from './scorer';

/** A scorer corrects the clock only when it is further off than this (the goal: every stored time within 2 s). */
const TOLERANCE_S = 2;

/** Sets the seconds left on the keypad; a time earlier than the quarter's last event is kept when asked. */
async function setOnKeypad({ screen, tap }: Scorer, secondsLeft: number): Promise<void> {
  await tap(screen.setClock, 'clock');
  for (const key of keypadKeys(secondsLeft)) {
    await tap(screen.keypad.getByRole('button', { name: key, exact: true }), 'clock');
  }
  await expect(screen.keypad).toBeHidden();
  const isAsked = await screen.earlierThanLastEvent
    .waitFor({ state: 'visible', timeout: 500 })
    .then(() => true)
    .catch(() => false);
  if (isAsked) await tap(screen.earlierThanLastEvent.getByRole('button', { name: 'Keep time', exact: true }), 'clock');
}

/** A clock that ran to 0:00 before the quarter's last line asks for the next quarter by itself: not yet. */
async function refuseEarlyQuarterEnd({ screen, tap }: Scorer): Promise<void> {
  if (await screen.nextQuarterQuestion.isVisible()) {
    await tap(screen.nextQuarterQuestion.getByRole('button', { name: 'Cancel', exact: true }), 'clock');
  }
}

/**
 * The running game clock (the contract in tests/bench/taps.bench.ts), driven through Playwright's page clock. The
 * scorer starts it when play resumes after it stopped (1 tap; a goal, exclusion, penalty foul or time-out stops it by
 * itself). Between two lines the page clock runs the printed difference plus `whistleSeconds`: the official clock
 * stops at whistles the log does not list, the scorer's does not, so it runs ahead until it is more than 2 s off the
 * printed time and the scorer sets it on the keypad. A quarter ends when the clock reaches 0:00 and asks for the next
 * one by itself: the scorer confirms.
 */
export function runningClock(whistleSeconds: number): ClockStrategy {
  let previousTime = 0;
  // The page clock flows as real time (paused, the app's own timers would stop too); the time the bench itself
  // took since the last line is taken off the jump, so the clock runs the same however fast the machine is.
  let lastLineAt = Date.now();
  const runPlay = async (scorer: Scorer, seconds: number) => {
    const taken = (Date.now() - lastLineAt) / 1000;
    await scorer.screen.page.clock.fastForward(Math.max(0, seconds - taken) * 1000);
    lastLineAt = Date.now();
  };
  return {
    name: `running clock: started after every stop, ${whistleSeconds} s of unlisted whistles per line, set on the keypad when more than ${TOLERANCE_S} s off`,
    async reachQuarter(scorer, quarter) {
      const { screen, tap } = scorer;
      for (let at = await screen.quarter(); at < quarter; at++) {
        if (!(await screen.nextQuarterQuestion.isVisible())) {
          if (await screen.startClock.isVisible()) await tap(screen.startClock, 'clock');
          await runPlay(scorer, (await screen.clockLeft()) + 1);
        }
        await tap(screen.capture.nextQuarter().confirm, 'quarter change');
        await expect.poll(() => screen.quarter()).toBe(at + 1);
        previousTime = 0;
      }
    },
    async reachTime(scorer, line) {
      const { screen, tap, quarterLength } = scorer;
      await refuseEarlyQuarterEnd(scorer);
      if (await screen.startClock.isVisible()) await tap(screen.startClock, 'clock');
      await runPlay(scorer, Math.max(0, line.time - previousTime) + whistleSeconds);
      await refuseEarlyQuarterEnd(scorer);
      const printedLeft = quarterLength - line.time;
      if (Math.abs((await screen.clockLeft()) - printedLeft) > TOLERANCE_S) await setOnKeypad(scorer, printedLeft);
      previousTime = line.time;
    },
    async finish({ screen }) {
      await screen.page.clock.resume();
    },
  };
}
