import { expect } from '@playwright/test';
import { MAX_PLAYERS_IN_WATER } from '../../../src/domain/model';
import type { Scorer } from './scorer';

/**
 * A substitution when a player acts who is not in the water on the screen (a substitute, or a player back from an
 * exclusion, whom the screen took out): with seven in, the field player quiet longest goes out first, then the
 * player comes in. The log never prints substitutions: this is the fewest the scorer's screen needs.
 */
export async function bringIntoWater(scorer: Scorer, caps: readonly number[]): Promise<void> {
  const { screen, tap } = scorer;
  const capture = screen.capture;
  for (const cap of caps) {
    const inWater = await screen.capsInWater();
    if (inWater.includes(cap)) continue;
    if (inWater.length >= MAX_PLAYERS_IN_WATER) {
      const quietest = inWater
        .filter((other) => other !== scorer.goalkeeper && !caps.includes(other))
        .sort((a, b) => (scorer.lastActed.get(a) ?? -1) - (scorer.lastActed.get(b) ?? -1))[0];
      if (quietest !== undefined) await tap(capture.player(capture.subs, quietest), 'substitution');
    }
    await tap(capture.player(capture.subs, cap), 'substitution');
    await expect(capture.player(capture.playersInPool, cap)).toBeVisible();
  }
}
