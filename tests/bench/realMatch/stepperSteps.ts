/** The steps the 'Possession end' stepper offers: back and forward by 10 and by 1 second. */
const STEPS = [-10, -1, 1, 10] as const;
export type StepperStep = (typeof STEPS)[number];

/** Past the quarter's end the stepper still counts; far enough for any path to a time inside the quarter. */
const SEARCH_LIMIT = 1_000;

/**
 * The fewest stepper taps that move the live time from `from` to `to` (seconds elapsed in the quarter), as a scorer
 * finds them: +10 −1 for 9 s, not nine +1. The screen never goes below 0 (a −10 at 0:04 elapsed stops at 0), which
 * the search follows, so a planned path always lands where it says.
 */
export function stepperSteps(from: number, to: number): StepperStep[] {
  const cameFrom = new Map<number, { previous: number; step: StepperStep }>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0 && !seen.has(to)) {
    const time = queue.shift()!;
    for (const step of STEPS) {
      if (step < 0 && time <= 0) continue;
      const next = Math.max(0, time + step);
      if (seen.has(next) || next > SEARCH_LIMIT) continue;
      seen.add(next);
      cameFrom.set(next, { previous: time, step });
      queue.push(next);
    }
  }
  const steps: StepperStep[] = [];
  for (let time = to; time !== from;) {
    const link = cameFrom.get(time);
    if (!link) throw new Error(`The stepper cannot reach ${to} s from ${from} s`);
    steps.unshift(link.step);
    time = link.previous;
  }
  return steps;
}
