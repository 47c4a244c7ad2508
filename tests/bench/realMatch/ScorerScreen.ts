import type { Locator, Page } from '@playwright/test';
import englishCapture from '../../../src/app/i18n/locales/en/capture.json' with { type: 'json' };
import { parseClock } from '../../../src/domain/playbyplay/parseClock';
import type { TeamSide } from '../../../src/domain/model';
import { CapturePage } from '../../e2e/capture/pages/CapturePage';
import type { StepperStep } from './stepperSteps';

/**
 * The capture screen as the taps bench reads and taps it, on top of the end-to-end page model: the clock controls
 * of both clocks (today's 'Possession end' stepper, the running game clock's contract) and what the scorer reads
 * before a tap (quarter, who has the ball, who is in the water).
 */
export class ScorerScreen {
  readonly capture: CapturePage;
  readonly possessionEnd: Locator;
  readonly steppers: Record<StepperStep, Locator>;
  readonly gameClock: Locator;
  readonly clockReading: Locator;
  readonly startClock: Locator;
  readonly stopClock: Locator;
  readonly setClock: Locator;
  readonly keypad: Locator;
  readonly earlierThanLastEvent: Locator;
  readonly nextQuarterQuestion: Locator;

  constructor(readonly page: Page) {
    this.capture = new CapturePage(page);
    const end = page.getByRole('group', { name: englishCapture['time.possessionEnd'], exact: true });
    this.possessionEnd = end.locator('output');
    // Today's screen keeps them in the game clock's group; the screen before it in the 'Possession end' group.
    const step = (name: string) => page.getByRole('button', { name, exact: true });
    this.steppers = {
      [-10]: step(englishCapture['time.back10']),
      [-1]: step(englishCapture['time.back1']),
      1: step(englishCapture['time.forward1']),
      10: step(englishCapture['time.forward10']),
    };
    // The running clock's names are the contract its screen is being built to (tests/bench/taps.bench.ts).
    this.gameClock = page.getByRole('group', { name: 'Game clock' });
    this.clockReading = page.getByRole('timer', { name: 'Game clock' });
    this.startClock = page.getByRole('button', { name: 'Start clock', exact: true });
    this.stopClock = page.getByRole('button', { name: 'Stop clock', exact: true });
    this.setClock = page.getByRole('button', { name: 'Set clock', exact: true });
    this.keypad = page.getByRole('dialog', { name: 'Set clock' });
    this.earlierThanLastEvent = page.getByRole('dialog', { name: 'Earlier than the last event' });
    // The inner locator of `has` is looked up inside each dialog.
    this.nextQuarterQuestion = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: /^Start quarter \d$/ }) });
  }

  async quarter(): Promise<number> {
    const text = await this.page.getByRole('group', { name: englishCapture['quarter.group'] }).innerText();
    return Number(/(\d)/.exec(text)?.[1]);
  }

  /** Seconds elapsed in the quarter the 'Possession end' stepper shows (it reads the time left). */
  async steppedTime(quarterLength: number): Promise<number> {
    return quarterLength - parseClock(await this.possessionEnd.innerText());
  }

  /** Seconds left the running game clock shows. */
  async clockLeft(): Promise<number> {
    return parseClock(await this.clockReading.innerText());
  }

  /**
   * What the game clock shows this instant, without waiting for it: a question over the screen (the next quarter, a
   * time earlier than the last event) hides it from role queries, and a wait on it would last until the question is
   * answered. Null when it is not on the page.
   */
  async clockShownNow(): Promise<number | null> {
    const text = await this.page.evaluate(
      (name) => document.querySelector(`[role="timer"][aria-label="${name}"]`)?.textContent ?? null,
      englishCapture['clock.group'],
    );
    return text === null ? null : parseClock(text);
  }

  /** The ball marker of the scoreboard: the selected team's side, or the other one. */
  async sideInPossession(): Promise<TeamSide> {
    const text = (await this.capture.score('team1').textContent()) ?? '';
    return text.includes(englishCapture['scoreboard.inPossession'].replace(/^,\s*/, '')) ? 'team1' : 'team2';
  }

  /** The caps of 'Players in pool', each button named 'cap ShortName'. */
  async capsInWater(): Promise<number[]> {
    const names = await this.capture.playersInPool
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent ?? ''));
    return names.map((name) => Number(/^\d+/.exec(name.trim())?.[0])).filter(Number.isInteger);
  }

  /** An event is open while Cancel shows (Save and Cancel stay in place, Cancel only while editing). */
  isEventOpen(): Promise<boolean> {
    return this.capture.cancelButton.isVisible();
  }

  async isTabShown(name: 'Actions' | 'Team'): Promise<boolean> {
    return (await this.capture.sideTab(name).getAttribute('aria-selected')) === 'true';
  }
}
