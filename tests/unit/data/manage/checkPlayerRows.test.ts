import { describe, expect, it } from 'vitest';
import { checkPlayerRows, parsePlayerCsv } from '../../../../src/data/manage/parsePlayerCsv';

const TEAM = [
  { id: 11, firstName: 'Ágnes', lastName: 'Kovács', birthYear: 2001 },
  { id: 12, firstName: 'Éva', lastName: 'Tóth', birthYear: null },
  { id: 13, firstName: 'Dóra', lastName: 'Bán', birthYear: 2000 },
  { id: 14, firstName: 'Dóra', lastName: 'Bán', birthYear: 2003 },
];
const check = (csv: string, roster: { cap: number; playerId: number }[] = [], isCapRequired = false) =>
  checkPlayerRows(parsePlayerCsv(`first name;last name;cap;birth year\n${csv}`), {
    roster,
    isCapRequired,
    teamPlayers: TEAM,
  }).map(({ line, existingPlayerId, errors }) => ({ line, existingPlayerId, errors }));

describe('a roster checked against the team', () => {
  it.each([
    ['a player the team has, accents and case aside', 'AGNES;kovacs;1;', 11],
    ['the same player with their birth year', 'Ágnes;Kovács;1;2001', 11],
    ['a player whose birth year the team does not know', 'Éva;Tóth;2;1999', 12],
    ['a namesake born another year', 'Ágnes;Kovács;1;2005', null],
    ['one of two namesakes by birth year', 'Dóra;Bán;3;2003', 14],
    ['someone new', 'Zsófia;Szabó;4;', null],
  ])('%s', (_case, line, existingPlayerId) => {
    expect(check(line)).toEqual([{ line: 2, existingPlayerId, errors: [] }]);
  });

  it('asks for the birth year when two players of the team share the name', () => {
    expect(check('Dora;Ban;3;')[0]!.errors).toEqual([{ code: 'namesakes', firstName: 'Dora', lastName: 'Ban' }]);
  });

  it('names the other line of a player written twice in the file', () => {
    expect(check('Anna;Kiss;1;\nMia;Nagy;2;\nANNA;KISS;3;2002').map((row) => row.errors)).toEqual([
      [{ code: 'samePlayerAs', lines: [4] }],
      [],
      [{ code: 'samePlayerAs', lines: [2] }],
    ]);
  });

  it('lets an updated player keep or swap their cap on the roster, while a cap of someone else stays taken', () => {
    const roster = [
      { cap: 1, playerId: 11 },
      { cap: 2, playerId: 12 },
      { cap: 7, playerId: 99 },
    ];
    expect(check('Éva;Tóth;1;\nÁgnes;Kovács;2;\nZsófia;Szabó;7;', roster, true).map((row) => row.errors)).toEqual([
      [],
      [],
      [{ code: 'capOnRoster', cap: 7 }],
    ]);
  });

  it.each([
    ['1899', [{ code: 'birthYearNotAYear', year: '1899', min: 1900, max: 2100 }]],
    ['soon', [{ code: 'birthYearNotAYear', year: 'soon', min: 1900, max: 2100 }]],
    ['2004', []],
  ])('a birth year of %s has the problems %j', (year, errors) => {
    expect(parsePlayerCsv(`first name,last name,born\nAnna,Kiss,${year}`)[0]!.errors).toEqual(errors);
  });
});
