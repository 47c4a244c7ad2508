import { describe, expect, it } from 'vitest';
import { shotFromDetail } from '../../../../src/domain/playbyplay';

/**
 * Omega labels every shot of an extra-man advantage "Extra player shot": its other situations are even strength. A
 * detail with no situation leaves it to the clock (undefined).
 */
describe('shotFromDetail', () => {
  it.each([
    ['Action shot - Saved', 1, 'ACTION', false],
    ['Centre shot - Goal; score USA 3-1 ESP', 1, 'CENTER', false],
    ['Extra player shot - Post', 4, 'ACTION', true],
    ['5m shot - Missed', 2, 'DIRECT_FREE_THROW', false],
    ['Penalty shot - Goal; score USA 7-2 ESP', 2, 'PENALTY', false],
    ['Counter attack - Goal; score BRA 6-2 KAZ', 4, 'COUNTERATTACK', false],
    ['Drive - Goal', 3, 'DRIVE', false],
    ['Penalty shot - Goal', 5, 'PENALTYSHOOTOUT', false],
    ["EG (Extra Man Goal), as printed: '5:30 4 B EG 1 - 1'", 1, 'ACTION', true],
    ["PG (Penalty Goal), as printed: '4:16 10 W PG 2 - 2'", 1, 'PENALTY', false],
    ["G (Goal), as printed: '6:02 2 W G 1 - 0'", 1, null, false],
    ['Lob from nowhere', 1, null, undefined],
    ['Goal', 2, null, undefined],
  ])('reads "%s" in quarter %d as %s, extra player %s', (detail, quarter, situation, extraPlayer) => {
    expect(shotFromDetail(detail, quarter)).toEqual({ situation, extraPlayer });
  });
});
