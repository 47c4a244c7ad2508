import { describe, expect, it } from 'vitest';
import { checkPlayerRows, parsePlayerCsv, suggestCaps, tipsFromImportFile } from '../../../src/data/manage';

describe('a player CSV', () => {
  it.each([
    [
      'with a header in its own order',
      'cap,last name,first name,gk\n7,Kovacs,Gergely,yes',
      { firstName: 'Gergely', lastName: 'Kovacs', cap: 7, goalKeeper: true },
    ],
    ['without a header', 'Marton,Vamos,2,', { firstName: 'Marton', lastName: 'Vamos', cap: 2, goalKeeper: false }],
    [
      'with quoted names',
      '"Anna, Maria",Kiss,,x',
      { firstName: 'Anna, Maria', lastName: 'Kiss', cap: null, goalKeeper: true },
    ],
  ])('%s', (_name, csv, expected) => {
    expect(parsePlayerCsv(csv)).toEqual([{ line: expect.any(Number), birthYear: null, ...expected, errors: [] }]);
  });

  it.each([
    [',Nagy,3,', [{ code: 'firstNameMissing' }]],
    ['Eva,,3,', [{ code: 'lastNameMissing' }]],
    ['Eva,Toth,100,', [{ code: 'capNotANumber', cap: '100', min: 1, max: 99 }]],
    ['Eva,Toth,two,', [{ code: 'capNotANumber', cap: 'two', min: 1, max: 99 }]],
  ])('%s has the problems %j', (line, errors) => {
    expect(parsePlayerCsv(line)[0]!.errors).toEqual(errors);
  });

  it('knows caps used twice, caps taken on the roster and caps missing for a roster', () => {
    const rows = parsePlayerCsv('A,One,1,\nB,Two,1,\nC,Three,5,\nD,Four,,');
    const context = { roster: [{ cap: 5, playerId: 90 }], isCapRequired: true, teamPlayers: [] };
    expect(checkPlayerRows(rows, context).map((row) => row.errors)).toEqual([
      [{ code: 'capTwiceInFile', cap: 1 }],
      [{ code: 'capTwiceInFile', cap: 1 }],
      [{ code: 'capOnRoster', cap: 5 }],
      [{ code: 'capNeeded' }],
    ]);
  });
});

describe('suggested caps', () => {
  it.each([
    [[10, 11, 12], [], new Map(), [1, 2, 3]],
    [[10, 11, 12], [1, 3], new Map(), [2, 4, 5]],
    [[10, 11, 12], [], new Map([[11, 7]]), [1, 7, 2]],
    [[10, 11], [7], new Map([[11, 7]]), [1, 2]],
  ])('players %j with %j taken and last caps %j get %j', (ids, taken, previous, expected) => {
    expect(suggestCaps(ids, taken, previous)).toEqual(expected);
  });
});

describe('a play-by-play file', () => {
  it('reads a JSON list of tips and drops null caps', () => {
    expect(tipsFromImportFile('[{"quarter":1,"time":3,"side":"team2","code":"GA","cap":null}]')).toEqual({
      format: 'json',
      tips: [{ quarter: 1, time: 3, side: 'team2', code: 'GA' }],
    });
  });

  it('reads the official CSV and converts it once the teams are assigned', () => {
    const file = tipsFromImportFile(
      'quarter,clock,team,cap,player,action,detail\n1,8:00,BRA,2,X,SPRINT_WON,Sprint won\n1,7:00,KAZ,4,Y,GOAL,Action shot - goal',
    );
    if (file.format !== 'csv') throw new Error('expected CSV');
    expect(file.teamCodes).toEqual(['BRA', 'KAZ']);
    expect(file.toTips({ team1: 'KAZ', team2: 'BRA' })).toEqual([
      { quarter: 1, time: 0, side: 'team2', code: 'CS', cap: 2 },
      { quarter: 1, time: 60, side: 'team1', code: 'GA', cap: 4 },
    ]);
  });

  it('names each line whose clock lies outside the quarter of the league', () => {
    const file = tipsFromImportFile(
      'quarter,clock,team,cap,player,action,detail\n1,8:00,BRA,2,X,SPRINT_WON,Sprint won\n1,25:99,KAZ,4,Y,GOAL,Action shot - goal',
    );
    if (file.format !== 'csv') throw new Error('expected CSV');
    expect(file.clockProblems()).toEqual([{ code: 'notATime', line: 3, clock: '25:99' }]);
    expect(file.clockProblems(420)).toEqual([
      { code: 'longerThanQuarter', line: 2, clock: '8:00', quarterClock: '7:00' },
      { code: 'notATime', line: 3, clock: '25:99' },
    ]);
  });

  it.each([
    ['[{"quarter":9,"time":1,"side":"team1","code":"CS"}]', /Tip 0.quarter/],
    ['{"tips": [', /not valid JSON/],
    ['a,b\n1,2', /lacks the columns/],
  ])('%s is refused with a sentence', (text, message) => {
    expect(() => tipsFromImportFile(text)).toThrow(message);
  });
});
