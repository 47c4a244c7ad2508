import { describe, expect, it } from 'vitest';
import { readCsv, withExcelBom, writeCsv } from '../../../../src/domain/csv';

const BOM = '\uFEFF';

describe('writeCsv', () => {
  it.each([
    ['plain fields', [['a', 1, -3]], 'a,1,-3\r\n'],
    ['null and undefined as empty fields', [[null, 'x', undefined]], ',x,\r\n'],
    [
      'a comma, a quote or a line break quoted',
      [['a, b', 'say "hi"', 'two\nlines']],
      '"a, b","say ""hi""","two\nlines"\r\n',
    ],
    ['a formula-like text as written', [['=1+2', '-3']], '=1+2,-3\r\n'],
    [
      'rows joined by CRLF',
      [
        ['h1', 'h2'],
        ['v1', 'v2'],
      ],
      'h1,h2\r\nv1,v2\r\n',
    ],
    ['no rows as nothing', [], ''],
  ])('writes %s, after a BOM', (_case, rows, text) => {
    expect(writeCsv(rows)).toBe(`${BOM}${text}`);
  });

  it('writes what readCsv reads back', () => {
    const rows = [
      ['Név', 'Megjegyzés'],
      ['Kovács; Ágnes', 'say "hi", twice'],
      ['Őri', ''],
    ];
    expect(readCsv(writeCsv(rows)).rows.map((row) => row.cells)).toEqual(rows);
  });
});

describe('withExcelBom', () => {
  it.each([
    ['a,b\r\n', `${BOM}a,b\r\n`],
    [`${BOM}a,b\r\n`, `${BOM}a,b\r\n`],
  ])('gives %j exactly one BOM', (csv, expected) => {
    expect(withExcelBom(csv)).toBe(expected);
  });
});
