import { expect } from '@playwright/test';
import type { ScriptLine } from '../../../src/domain/capture/script';
import { possessionNeed } from './possessionNeed';
import type { Scorer } from './scorer';

/**
 * The by-hand possession fix: when the screen's ball marker shows the wrong side for the line's event (the log
 * skipped what moved the ball, or the screen guessed otherwise), the scorer taps 'Change possession' under Actions.
 * Not while an event is open: the penalty shot a foul opened already has its side.
 */
export async function fixPossession(scorer: Scorer, line: ScriptLine): Promise<void> {
  const { screen, tap } = scorer;
  const need = possessionNeed(line, scorer.keepsTheirs);
  if (need === null || (await screen.isEventOpen()) || (await screen.sideInPossession()) === need) return;
  if (!(await screen.isTabShown('Actions'))) await tap(screen.capture.sideTab('Actions'), 'possession fix');
  await tap(screen.capture.action('Change possession'), 'possession fix');
  scorer.possessionFixes.push(line.quarter);
  await expect.poll(() => screen.sideInPossession()).toBe(need);
}
