import { expect } from '@playwright/test';
import type { ClockStrategy } from './scorer';
import { stepperSteps } from './stepperSteps';

/**
 * Today's screen: the time an event gets is the end value of 'Possession length', moved by its ±10 and ±1 buttons.
 * Before each line the scorer taps them, the fewest taps first, until it shows the printed time; a quarter change is
 * the 'Next quarter' button and its confirmation.
 */
export function stepperClock(): ClockStrategy {
  return {
    name: "steppers: 'Possession end' moved by ±10/±1 to the printed time before each line",
    async reachQuarter({ screen, tap }, quarter) {
      for (let at = await screen.quarter(); at < quarter; at++) {
        const next = screen.capture.nextQuarter();
        await tap(next.button, 'quarter change');
        await tap(next.confirm, 'quarter change');
        await expect.poll(() => screen.quarter()).toBe(at + 1);
      }
    },
    async reachTime({ screen, tap, quarterLength }, line) {
      const from = await screen.steppedTime(quarterLength);
      for (const step of stepperSteps(from, line.time)) await tap(screen.steppers[step], 'clock');
      await expect.poll(() => screen.steppedTime(quarterLength)).toBe(line.time);
    },
    finish: async () => {},
  };
}
