import { describe, expect, it } from 'vitest';
import { findSamePlayer } from '../../../../src/domain/players';

const TEAM = [
  { id: 1, firstName: 'Ágnes', lastName: 'Kovács', birthYear: 2001 },
  { id: 2, firstName: 'Dóra', lastName: 'Bán', birthYear: 2000 },
  { id: 3, firstName: 'Dóra', lastName: 'Bán', birthYear: 2003 },
  { id: 4, firstName: 'Mia', lastName: 'Nagy', birthYear: null },
];

describe('findSamePlayer', () => {
  it.each([
    ['the same spelling and year', 'Ágnes', 'Kovács', 2001, 1],
    ['other case, no accents, spaces around', ' AGNES ', 'kovacs  ', 2001, 1],
    ['no birth year in the row', 'Agnes', 'Kovacs', null, 1],
    ['a year where the player has none', 'Mia', 'Nagy', 2002, 4],
    ['another birth year', 'Ágnes', 'Kovács', 2004, null],
    ['another first name', 'Anna', 'Kovács', 2001, null],
    ['one of two namesakes by year', 'Dora', 'Ban', 2003, 3],
    ['two namesakes and no year', 'Dora', 'Ban', null, 'ambiguous'],
  ])('%s', (_case, firstName, lastName, birthYear, expected) => {
    const found = findSamePlayer({ firstName, lastName, birthYear }, TEAM);
    expect(typeof found === 'object' && found !== null ? found.id : found).toBe(expected);
  });
});
