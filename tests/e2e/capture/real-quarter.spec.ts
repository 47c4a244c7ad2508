import { playRealMatch } from '../../bench/realMatch/playRealMatch';
import { BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * A real quarter scored with the running clock, as a scorer at the table does: the first quarter of two official
 * play-by-plays (tests/fixtures/realmatch) played line by line at their printed times, the clock started after every
 * stop and put right when it is 2 s or more off the scoreboard (the page clock runs 1 s of unlisted whistles per line
 * ahead of it, and stands still while the scorer taps, so the run is the same on a busy machine). Every line is taken,
 * and every stored event is within 2 s of its printed time.
 */
for (const [name, viewport] of [
  ['2017-wch-m-bra-kaz', { width: 1024, height: 768 }],
  ['2025-asch-m-tha-hkg', { width: 768, height: 1024 }],
] as const) {
  test(`${name}: quarter 1 at ${viewport.width}×${viewport.height} with the running clock, every stored time within 2 s`, async ({
    browser,
    storedAuth,
  }) => {
    // A hang guard: some 30 lines of checked taps take 2–4 minutes beside another worker on two cores, and a tap has
    // waited over 15 s for its control there.
    test.setTimeout(420_000);
    // A data manager's account prepares the teams, players and match, as before a real match.
    const { token } = await storedAuth('admin');
    const played = await playRealMatch(browser, { base: BASE_URL, token }, name, {
      lineLimit: Infinity,
      quarters: 1,
      whistleSeconds: 1,
      lineTimeoutMs: 30_000,
      viewport,
    });
    expect(played.clock).toMatch(/^running clock/);
    expect(played.lines.filter((line) => line.failure)).toEqual([]);
    expect(played.stored.missing).toEqual([]);
    expect(played.stored.off).toEqual([]);
    expect(played.stored.within).toBe(played.stored.total);
    expect(played.stored.total).toBeGreaterThan(5);
  });
}
