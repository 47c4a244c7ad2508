import { expect } from '@playwright/test';
import type { ScriptLine } from '../../../src/domain/capture/script';
import { bringIntoWater } from './bringIntoWater';
import { fixPossession } from './fixPossession';
import { ownCapsOf } from './ownCapsOf';
import type { ClockStrategy, Scorer } from './scorer';
import { tapEvent } from './tapEvent';

/**
 * One line as the first team's scorer plays it: the quarter, who is in the water, the clock, who has the ball, then
 * the event. Throws, naming what the screen would not do, when the line cannot be played; the event must end saved
 * (or, after a penalty foul, with its penalty shot open).
 */
export async function playRealLine(scorer: Scorer, clock: ClockStrategy, line: ScriptLine): Promise<string> {
  await clock.reachQuarter(scorer, line.quarter);
  // The lineup is put right while play goes on; the clock is read at the event, just before its taps (a by-hand
  // change of possession stores a turnover: it belongs at the event's time).
  const caps = ownCapsOf(line);
  await bringIntoWater(scorer, caps);
  await clock.reachTime(scorer, line);
  await fixPossession(scorer, line);
  const kind = await tapEvent(scorer, line);
  for (const cap of caps) scorer.lastActed.set(cap, line.lineNumber);
  const capture = scorer.screen.capture;
  await expect(capture.saveButton.and(scorer.screen.page.locator(':enabled'))).toHaveCount(0);
  // The penalty shot opens after the foul is saved: the next line must find it open, not open another shot.
  if (line.action.verb === 'penalty') await expect(capture.goalPicture).toBeVisible();
  return kind;
}
