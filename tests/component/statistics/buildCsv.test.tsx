import { describe, expect, it } from 'vitest';
import { buildCsv } from '../../../src/app/statistics/buildCsv';
import { csvFileName } from '../../../src/app/statistics/csvFileName';

describe('the CSV export', () => {
  it('quotes fields with commas, quotes and line breaks as RFC 4180 says, CRLF between records', () => {
    expect(
      buildCsv([
        ['Player', 'Goals/shots', 'Note'],
        ['Ester Ramos, L', '0/0', 'said "no"'],
        ['Two\nlines', 3, null],
        ['Carriage\rreturn', '', undefined],
      ]),
    ).toBe('Player,Goals/shots,Note\r\n"Ester Ramos, L",0/0,"said ""no"""\r\n"Two\nlines",3,\r\n"Carriage\rreturn",,\r\n');
  });

  it('leaves plain fields, signs and percentages alone', () => {
    expect(buildCsv([['-3', '+2', '42.9%', 'Müller']])).toBe('-3,+2,42.9%,Müller\r\n');
  });

  it('names the file after the table, the matches and the date', () => {
    expect(csvFileName('Box score', ['USA - ESP'], '2017-07-18T10:00:00.000Z')).toBe('poolside_box-score_usa-esp_2017-07-18.csv');
    expect(csvFileName('players-España', ['A - B', 'C - D'], null)).toBe('poolside_players-espana_a-b_c-d.csv');
    expect(csvFileName('box-score', ['1', '2', '3', '4'], '2025-01-02')).toBe('poolside_box-score_4-matches_2025-01-02.csv');
  });
});
