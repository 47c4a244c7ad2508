import { describe, expect, it } from 'vitest';
import type { MatchPlayer } from '../../../../src/domain/model';
import { lineupOf } from '../../../../src/domain/stats/lineupOf';

/** Caps 1–3 are players 101–103 in this match; the other caps are not on the roster. */
const view = {
  roster: new Map([1, 2, 3].map((cap) => [cap, { cap, player: { id: 100 + cap } } as unknown as MatchPlayer])),
};

describe('the unit a possession’s players in the water make', () => {
  it.each([
    ['nobody recorded', null, null],
    ['an empty list', [], null],
    ['caps in any order, by player key', [3, 1, 2], { caps: [1, 2, 3], players: ['p101', 'p102', 'p103'] }],
    ['a cap twice counts once', [2, 2, 1], { caps: [1, 2], players: ['p101', 'p102'] }],
    ['a cap off the roster is known by its cap', [9, 1], { caps: [1, 9], players: ['c9', 'p101'] }],
  ])('%s', (_, playersInWater, expected) => {
    const lineup = lineupOf(view, playersInWater);
    expect(lineup).toEqual(expected === null ? null : { ...expected, key: expected.players.join(' ') });
  });

  it('the same players make the same unit whatever order they came into the water', () => {
    expect(lineupOf(view, [9, 3, 1, 2])?.key).toBe(lineupOf(view, [1, 2, 3, 9])?.key);
  });
});
