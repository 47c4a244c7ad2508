import { describe, expect, it } from 'vitest';
import { readCsv } from '../../../../src/domain/csv';

const cellsOf = (text: string) => readCsv(text).rows.map((row) => row.cells);

describe('readCsv', () => {
  it.each([
    [
      'commas',
      'First,Last,Cap\nAnna,Kiss,7',
      ',',
      [
        ['First', 'Last', 'Cap'],
        ['Anna', 'Kiss', '7'],
      ],
    ],
    [
      'semicolons, as Excel writes them in Hungary',
      'First;Last;Cap\nAnna;Kiss;7',
      ';',
      [
        ['First', 'Last', 'Cap'],
        ['Anna', 'Kiss', '7'],
      ],
    ],
    [
      'tabs, as a pasted sheet',
      'First\tLast\tCap\nAnna\tKiss\t7',
      '\t',
      [
        ['First', 'Last', 'Cap'],
        ['Anna', 'Kiss', '7'],
      ],
    ],
    [
      'semicolons with a comma inside a field',
      'Last;Note\nKiss;"7, left"\nNagy;5',
      ';',
      [
        ['Last', 'Note'],
        ['Kiss', '7, left'],
        ['Nagy', '5'],
      ],
    ],
    [
      'semicolons with a quoted semicolon',
      'Last;First\n"Kiss; Jr";Anna\nNagy;Eva',
      ';',
      [
        ['Last', 'First'],
        ['Kiss; Jr', 'Anna'],
        ['Nagy', 'Eva'],
      ],
    ],
    ['one column', 'Anna\nEva', ',', [['Anna'], ['Eva']]],
  ])('detects the separator in a file of %s', (_case, text, separator, cells) => {
    expect(readCsv(text).separator).toBe(separator);
    expect(cellsOf(text)).toEqual(cells);
  });

  it.each([
    ['a BOM is dropped', '\uFEFFÁgnes,Őri', [['Ágnes', 'Őri']]],
    ['a BOM before a quoted first field is dropped', '\uFEFF"Ágnes",Őri', [['Ágnes', 'Őri']]],
    [
      'CRLF, LF and CR line ends all end a line',
      'a,b\r\nc,d\ne,f\rg,h\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
        ['g', 'h'],
      ],
    ],
    ['a doubled quote inside quotes is one quote', '"say ""hi""",2', [['say "hi"', '2']]],
    [
      'a quoted field keeps its line break',
      '"two\nlines",x\ny,z',
      [
        ['two\nlines', 'x'],
        ['y', 'z'],
      ],
    ],
    ['a quote inside an unquoted field is a letter', 'O"Brien,Pat,5', [['O"Brien', 'Pat', '5']]],
    [
      'empty and blank lines are left out',
      '\na,b\n\n   \n,\nc,d\n\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['empty fields stay empty', '4,8:00,KAZ,,,TIMEOUT,', [['4', '8:00', 'KAZ', '', '', 'TIMEOUT', '']]],
    ['an empty file has no rows', '', []],
  ])('reads a file where %s', (_case, text, cells) => {
    expect(cellsOf(text)).toEqual(cells);
  });

  it('numbers each row by the line it starts on, counting blank lines and line breaks inside quotes', () => {
    const { rows } = readCsv('\uFEFFa,b\r\n\r\n"x\r\ny",z\r\n\r\nq,r\r\n');
    expect(rows.map((row) => row.line)).toEqual([1, 3, 6]);
  });

  it('names the line of a lone quote that is never closed', () => {
    const reading = readCsv('Anna,Kiss,7\nEva,"Toth,5\nMia,Nagy,6');
    expect(reading.problems).toEqual([{ line: 2, code: 'unclosedQuote' }]);
    expect(reading.rows.map((row) => row.line)).toEqual([1, 2]);
  });
});
