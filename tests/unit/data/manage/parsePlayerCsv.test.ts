import { describe, expect, it } from 'vitest';
import { headerKey, PLAYER_CSV_HEADERS, parsePlayerCsv } from '../../../../src/data/manage/parsePlayerCsv';

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
    ['the words of a coach’s spreadsheet', 'Családnév;Utónév;Sapka;Kapus;Született\nKovács;Ágnes;7;I;2004'],
    ['short words, spaces around them', ' Vezetéknév ; Keresztnév ;Szám; kapus ;Szül. év\nKovács;Ágnes;7;Igen;2004'],
    [
      'quotes and extra spaces inside',
      '"Vezeték név";"Kereszt név";"Sapka szám";"Kapus";"Születési   év"\nKovács;Ágnes;7;igen;2004',
    ],
  ])('reads the headers in %s', (_case, csv) => {
    expect(parsePlayerCsv(csv)).toEqual([
      { line: 2, firstName: 'Ágnes', lastName: 'Kovács', cap: 7, goalKeeper: true, birthYear: 2004, errors: [] },
    ]);
  });
});

describe('the one table of header aliases', () => {
  const examples = {
    firstName: ['Ágnes', { firstName: 'Ágnes' }],
    lastName: ['Kovács', { lastName: 'Kovács' }],
    cap: ['7', { cap: 7 }],
    goalKeeper: ['igen', { goalKeeper: true }],
    birthYear: ['2004', { birthYear: 2004 }],
  } as const;
  const aliases = (Object.entries(PLAYER_CSV_HEADERS) as [keyof typeof examples, readonly string[]][]).flatMap(
    ([column, headers]) =>
      headers.flatMap((header): [keyof typeof examples, string][] => [
        [column, header],
        [column, header.toUpperCase()],
        [column, header.normalize('NFD').replace(/\p{M}/gu, '')],
      ]),
  );

  it.each(aliases)('finds the %s column under the header %j', (column, header) => {
    const [value, read] = examples[column];
    expect(parsePlayerCsv(`${header};extra\n${value};x`)[0]).toMatchObject(read);
  });

  it('gives each header to one column only', () => {
    const all = Object.values(PLAYER_CSV_HEADERS).flatMap((headers) => headers.map(headerKey));
    expect(new Set(all).size).toBe(all.length);
  });

  it('still reads a file in the English words', () => {
    expect(parsePlayerCsv('Last_Name,FirstName,Number,Goal keeper,Year of birth\nKiss,Anna,4,yes,2001')).toEqual([
      { line: 2, firstName: 'Anna', lastName: 'Kiss', cap: 4, goalKeeper: true, birthYear: 2001, errors: [] },
    ]);
  });
});

describe('the goalkeeper column', () => {
  it.each([
    ['igen', true],
    ['Igen', true],
    ['IGEN', true],
    [' igen ', true],
    ['i', true],
    ['I', true],
    ['yes', true],
    ['Yes', true],
    ['y', true],
    ['Y', true],
    ['x', true],
    ['X', true],
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['gk', true],
    ['', false],
    ['  ', false],
    ['nem', false],
    ['Nem', false],
    ['NEM', false],
    ['n', false],
    ['N', false],
    ['no', false],
    ['No', false],
    ['0', false],
    ['false', false],
    ['False', false],
  ])('reads %j as goalkeeper %s', (value, goalKeeper) => {
    expect(players(`first name;last name;cap;goalkeeper\nÉva;Tóth;1;${value}`)).toEqual([
      { line: 2, firstName: 'Éva', lastName: 'Tóth', cap: 1, goalKeeper, errors: [] },
    ]);
  });

  it.each([
    ['a word it does not know', 'kapus;vezetéknév;keresztnév\nigen;Kovács;Ágnes\ntalán;Tóth;Éva', 3, 'kapus', 'talán'],
    ['a typo among English words', 'first name,last name,cap,GK\nAnna,Kiss,4,yse', 2, 'GK', 'yse'],
    ['a header written with capitals', 'Vezetéknév;Keresztnév;Kapus\nKovács;Ágnes;kapus', 2, 'Kapus', 'kapus'],
    ['a header with spaces around it', 'Vezetéknév;Keresztnév; Kapus \nKovács;Ágnes;igaz', 2, 'Kapus', 'igaz'],
    ['“ja” on the fifth line, blank lines counted', 'first name;last name;gk\nA;B;\n\nC;D;i\nE;F;ja', 5, 'gk', 'ja'],
    ['a row without a header, by its column letter', 'Anna,Kiss,4,maybe', 1, 'D', 'maybe'],
    ['a number other than 0 or 1', 'first name;last name;kapus\nAnna;Kiss;2', 2, 'kapus', '2'],
  ])('refuses %s, naming the row, the column and the value', (_case, csv, line, column, value) => {
    const refused = players(csv).find((row) => row.line === line);
    expect(refused).toMatchObject({ goalKeeper: false, errors: [{ code: 'notYesOrNo', line, column, value }] });
  });

  it('refuses only the row it does not understand; the others stay ready', () => {
    expect(players('Vezetéknév;Keresztnév;Kapus\nKovács;Ágnes;igen\nTóth;Éva;talán\nKiss;Anna;nem')).toEqual([
      { line: 2, firstName: 'Ágnes', lastName: 'Kovács', cap: null, goalKeeper: true, errors: [] },
      {
        line: 3,
        firstName: 'Éva',
        lastName: 'Tóth',
        cap: null,
        goalKeeper: false,
        errors: [{ code: 'notYesOrNo', line: 3, column: 'Kapus', value: 'talán' }],
      },
      { line: 4, firstName: 'Anna', lastName: 'Kiss', cap: null, goalKeeper: false, errors: [] },
    ]);
  });
});
