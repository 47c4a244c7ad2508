import { describe, expect, it } from 'vitest';
import { halfwayLineCm, isHalfwayLineAtPictureEdge, sharedPoolLength } from '../../../../src/domain/model';

describe('where the halfway line falls in the picture of the attacked half (0–1250 cm)', () => {
  it.each<[string, number | undefined, number | null, boolean]>([
    ['a 25 m pool: the far edge is the halfway line', 25, 1250, true],
    ['a 30 m pool: the halfway line is 2.5 m beyond the edge', 30, 1500, false],
    ['a pool not known claims no halfway line', undefined, null, false],
  ])('%s', (_case, poolLength, halfway, isAtEdge) => {
    if (poolLength !== undefined) expect(halfwayLineCm(poolLength)).toBe(halfway);
    expect(isHalfwayLineAtPictureEdge(poolLength)).toBe(isAtEdge);
  });
});

describe('the pool length of matches shown together', () => {
  it.each<[string, (number | null)[], number | undefined]>([
    ['one match in a 25 m pool', [25], 25],
    ['three matches in 30 m pools', [30, 30, 30], 30],
    ['matches in pools of both lengths share none', [30, 25, 30], undefined],
    ['a match whose pool is not known leaves it open', [25, null], undefined],
    ['no match, no pool', [], undefined],
  ])('%s', (_case, poolLengths, shared) => {
    expect(sharedPoolLength(poolLengths)).toBe(shared);
  });
});
