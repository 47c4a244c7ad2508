import { expect } from '@playwright/test';
import { keypadKeys } from './keypadKeys';
import { stepperSteps } from './stepperSteps';
import type { ClockStrategy, Scorer } from './scorer';

/**
 * A scorer corrects the clock when it is this far off or more: the event is stamped a moment after the scorer looks,
 * so a clock 2 s off would store some events 3 s off (the goal: every stored time within 2 s).
 */
const TOLERANCE_S = 2;

/** Sets the seconds left on the keypad; a time earlier than the quarter's last event is kept when asked. */
async function setOnKeypad(scorer: Scorer, secondsLeft: number): Promise<void> {
  const { screen, tap } = scorer;
  await tap(screen.setClock, 'clock correction');
  for (const key of keypadKeys(secondsLeft)) {
    await tap(screen.keypad.getByRole('button', { name: key, exact: true }), 'clock correction');
  }
  await expect(screen.keypad).toBeHidden();
  await keepEarlierTime(scorer, secondsLeft);
}

/**
 * Answers the question a time earlier than the quarter's last event asks, keep it, and waits for the clock to show
 * `left`: a setting shows at once, or asks first (the page's time stands still, so the reading is exact).
 */
async function keepEarlierTime({ screen, tap }: Scorer, left: number): Promise<void> {
  const question = screen.earlierThanLastEvent;
  await expect.poll(async () => (await question.isVisible()) || (await screen.clockShownNow()) === left).toBe(true);
  if (await question.isVisible()) {
    await tap(question.getByRole('button', { name: 'Keep time', exact: true }), 'clock correction');
    await expect.poll(() => screen.clockLeft()).toBe(left);
  }
}

/**
 * Puts the clock right the cheaper way, as a scorer would: a few ±1/±10 nudges for a small drift, else the keypad
 * (the reading and the digits).
 */
async function correct(scorer: Scorer, from: number, to: number): Promise<void> {
  const { screen, tap, quarterLength } = scorer;
  const nudges = stepperSteps(from, to);
  if (nudges.length > 1 + keypadKeys(quarterLength - to).length) return setOnKeypad(scorer, quarterLength - to);
  let left = quarterLength - from;
  for (const step of nudges) {
    await tap(screen.steppers[step], 'clock correction');
    left = Math.min(quarterLength, Math.max(0, left - step));
    await keepEarlierTime(scorer, left);
  }
}

/**
 * Starts a stopped clock, and waits for it to run (the reading moves from then on). A clock at 0:00 whose quarter
 * still has a line cannot start: the correction sets it first, and the next line starts it.
 */
async function startClock({ screen, tap }: Scorer): Promise<void> {
  if (!(await screen.startClock.isVisible()) || (await screen.startClock.isDisabled())) return;
  await tap(screen.startClock, 'clock start');
  await expect(screen.stopClock).toBeVisible();
}

/**
 * A clock that ran to 0:00 before the quarter's last line asks for the next quarter by itself: not yet. The question
 * opens a moment after the reading shows 0:00, so at 0:00 it is waited for (briefly: the fifth period is asked for
 * only at a level score).
 */
async function refuseEarlyQuarterEnd({ screen, tap }: Scorer): Promise<void> {
  const question = screen.nextQuarterQuestion;
  if ((await screen.clockShownNow()) === 0) {
    await question.waitFor({ state: 'visible', timeout: 1_000 }).catch(() => undefined);
  }
  if (await question.isVisible()) {
    await tap(screen.nextQuarterQuestion.getByRole('button', { name: 'Cancel', exact: true }), 'clock');
  }
}

/**
 * The running game clock (the contract in tests/bench/taps.bench.ts), driven through Playwright's page clock. The
 * scorer starts it when play resumes after it stopped (1 tap; a goal, exclusion, penalty foul or time-out stops it by
 * itself). Between two lines the page's time jumps the printed difference plus `whistleSeconds`: the official clock
 * stops at whistles the log does not list, the scorer's does not, so it runs ahead until it is 2 s or more off the
 * printed time and the scorer puts it right (a few nudges, or the keypad). A quarter ends when the clock reaches 0:00
 * and asks for the next one by itself: the scorer confirms.
 *
 * The page's time stands still in between (`setFixedTime`; its timers still run), so a tap costs no game time however
 * busy the machine is and the figures and stored times are the same on every run.
 */
export function runningClock(whistleSeconds: number): ClockStrategy {
  let previousTime = 0;
  let pageNow: number | null = null;
  /** From the first look at the clock on, the page's time moves only when play runs. */
  const holdTime = async ({ screen }: Scorer) => {
    if (pageNow !== null) return;
    pageNow = Math.ceil((await screen.page.evaluate(() => Date.now())) / 1000) * 1000;
    await screen.page.clock.setFixedTime(pageNow);
  };
  const runPlay = async (scorer: Scorer, seconds: number) => {
    const { screen } = scorer;
    await holdTime(scorer);
    const left = await screen.clockLeft();
    const isRunning = await screen.stopClock.isVisible();
    const at = (pageNow ?? 0) + seconds * 1000;
    pageNow = at;
    await screen.page.clock.setFixedTime(at);
    // The reading redraws a moment later (a running clock redraws five times a second). At 0:00 the quarter's end asks
    // for the next one, and the question hides the rest of the screen.
    // Read without waiting: the question may open between the two looks, and hides the reading until answered.
    const reading = async () => ((await screen.nextQuarterQuestion.isVisible()) ? 0 : screen.clockShownNow());
    await expect.poll(reading).toBe(isRunning ? Math.max(0, left - seconds) : left);
  };
  return {
    name: `running clock: started after every stop, ${whistleSeconds} s of unlisted whistles per line, put right when ${TOLERANCE_S} s or more off (nudges or the keypad, the cheaper)`,
    async reachQuarter(scorer, quarter) {
      const { screen, tap } = scorer;
      for (let at = await screen.quarter(); at < quarter; at++) {
        if (!(await screen.nextQuarterQuestion.isVisible())) {
          // Read without waiting: at 0:00 the question may be opening.
          const left = (await screen.clockShownNow()) ?? (await screen.clockLeft());
          if (left > 0) {
            // The quarter's last seconds run out: 0:00 asks for the next quarter by itself.
            await holdTime(scorer);
            await startClock(scorer);
            await runPlay(scorer, left + 1);
          }
          const isAsked = await screen.nextQuarterQuestion
            .waitFor({ state: 'visible', timeout: 2_000 })
            .then(() => true)
            .catch(() => false);
          // Asked earlier and put off (a line still to come at 0:01): the button beside the quarter asks again.
          if (!isAsked) await tap(screen.capture.nextQuarter().button, 'quarter change');
        }
        await tap(screen.capture.nextQuarter().confirm, 'quarter change');
        await expect.poll(() => screen.quarter()).toBe(at + 1);
        previousTime = 0;
      }
    },
    async reachTime(scorer, line) {
      const { screen, quarterLength } = scorer;
      await holdTime(scorer);
      await refuseEarlyQuarterEnd(scorer);
      await startClock(scorer);
      await runPlay(scorer, Math.max(0, line.time - previousTime) + whistleSeconds);
      await refuseEarlyQuarterEnd(scorer);
      const printedLeft = quarterLength - line.time;
      const left = await screen.clockLeft();
      if (Math.abs(left - printedLeft) >= TOLERANCE_S) await correct(scorer, quarterLength - left, line.time);
      previousTime = line.time;
    },
    async finish({ screen }) {
      // Time flows again from where play left it.
      if (pageNow !== null) await screen.page.clock.setSystemTime(pageNow);
    },
  };
}
