import { describe, expect, it } from 'vitest';
import { parsePlayerCsv } from '../../../../src/data/manage/parsePlayerCsv';

const players = (csv: string) =>
  parsePlayerCsv(csv).map(({ line, firstName, lastName, cap, goalKeeper, errors }) => ({
    line,
    firstName,
    lastName,
    cap,
    goalKeeper,
    errors,
  }));

describe('a roster CSV as Excel saves it', () => {
  it.each([
    [
      'semicolons (Hungarian, German, Italian Excel)',
      '\uFEFFfirst name;last name;cap;gk\r\nÁgnes;Kovács;7;x\r\nÉva;Tóth;1;\r\n',
    ],
    ['commas', '\uFEFFfirst name,last name,cap,gk\r\nÁgnes,Kovács,7,x\r\nÉva,Tóth,1,\r\n'],
    ['tabs', 'first name\tlast name\tcap\tgk\nÁgnes\tKovács\t7\tx\nÉva\tTóth\t1\t\n'],
  ])('reads a roster separated by %s, with or without a BOM', (_case, csv) => {
    expect(players(csv)).toEqual([
      { line: 2, firstName: 'Ágnes', lastName: 'Kovács', cap: 7, goalKeeper: true, errors: [] },
      { line: 3, firstName: 'Éva', lastName: 'Tóth', cap: 1, goalKeeper: false, errors: [] },
    ]);
  });

  it('keeps a quoted name that holds the separator in one field', () => {
    expect(players('\uFEFFfirst name;last name;cap\r\n"Anna; Maria";"Kiss-Nagy";4\r\nEva;Toth;5')).toMatchObject([
      { firstName: 'Anna; Maria', lastName: 'Kiss-Nagy', cap: 4, errors: [] },
      { firstName: 'Eva', lastName: 'Toth', cap: 5, errors: [] },
    ]);
  });

  it('numbers rows by their line in the file, blank lines counted', () => {
    expect(players('first name;last name;cap\n\nAnna;Kiss;4\n\n\nEva;Toth;5').map((row) => row.line)).toEqual([3, 6]);
  });

  it('says where a quote is opened and never closed', () => {
    expect(players('Anna;Kiss;4\n"Eva;Toth;5\nMia;Nagy;6')[1]).toMatchObject({
      line: 2,
      errors: expect.arrayContaining([{ code: 'quoteNotClosed' }]),
    });
  });
});

describe('a roster CSV written in Hungarian', () => {
  it.each([
    ['the words of the import form', 'keresztnév;vezetéknév;sapkaszám;kapus;születési év\nÁgnes;Kovács;7;igen;2004'],
    ['capitals and no accents', 'KERESZTNEV;Vezeteknev;Sapkaszam;KAPUS;Szuletesi ev\nÁgnes;Kovács;7;igen;2004'],
    ['their own order', 'vezetéknév;születési év;kapus;keresztnév;sapkaszám\nKovács;2004;igen;Ágnes;7'],
  ])('reads the headers in %s', (_case, csv) => {
    expect(parsePlayerCsv(csv)).toEqual([
      { line: 2, firstName: 'Ágnes', lastName: 'Kovács', cap: 7, goalKeeper: true, birthYear: 2004, errors: [] },
    ]);
  });
});

describe('the goalkeeper column', () => {
  it.each([
    ['igen', true],
    ['Igen', true],
    ['i', true],
    ['I', true],
    ['nem', false],
    ['NEM', false],
    ['n', false],
    ['', false],
    ['yes', true],
    ['Y', true],
    ['x', true],
    ['1', true],
    ['true', true],
    ['gk', true],
    ['no', false],
    ['0', false],
    ['false', false],
  ])('reads %j as goalkeeper %s', (value, goalKeeper) => {
    expect(players(`first name;last name;cap;goalkeeper\nÉva;Tóth;1;${value}`)).toEqual([
      { line: 2, firstName: 'Éva', lastName: 'Tóth', cap: 1, goalKeeper, errors: [] },
    ]);
  });

  it.each([
    ['a word it does not know', 'kapus;vezetéknév;keresztnév\nigen;Kovács;Ágnes\ntalán;Tóth;Éva', 3, 'talán'],
    ['a typo among English words', 'first name,last name,cap,gk\nAnna,Kiss,4,yse', 2, 'yse'],
    ['a row without a header', 'Anna,Kiss,4,maybe', 1, 'maybe'],
  ])('refuses %s, naming the row and the column', (_case, csv, line, value) => {
    const refused = players(csv).find((row) => row.line === line);
    expect(refused).toMatchObject({ goalKeeper: false, errors: [{ code: 'goalKeeperNotYesOrNo', line, value }] });
  });
});
