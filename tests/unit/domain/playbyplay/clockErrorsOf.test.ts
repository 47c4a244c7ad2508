import { describe, expect, it } from 'vitest';
import { clockErrorsOf, parsePlayByPlayCsv } from '../../../../src/domain/playbyplay';
import { parseClock } from '../../../../src/domain/playbyplay/parseClock';

const SEVEN_MINUTES = 420;
const EIGHT_MINUTES = 480;

describe('parseClock refuses what is not a time', () => {
  it.each(['half time', '25:99', '7:60', '1:2:3', '-0:05', '7:'])('"%s"', (clock) => {
    expect(() => parseClock(clock)).toThrow(`Unreadable clock "${clock}"`);
  });
});

describe('clockErrorsOf', () => {
  it.each([
    ['a clock inside the quarter', 1, '6:59', SEVEN_MINUTES, []],
    ['the quarter start', 2, '7:00', SEVEN_MINUTES, []],
    ['the quarter end', 4, '0:00', SEVEN_MINUTES, []],
    ['plain seconds', 3, '45', SEVEN_MINUTES, []],
    ['tenths at the quarter start', 1, '8:00.0', EIGHT_MINUTES, []],
    ['an empty clock', 1, '', SEVEN_MINUTES, []],
    ['8:00 in a 7-minute league', 1, '8:00', SEVEN_MINUTES, ['Line 2: clock "8:00" is longer than the quarter (7:00)']],
    [
      '7:00.5 in a 7-minute league',
      1,
      '7:00.5',
      SEVEN_MINUTES,
      ['Line 2: clock "7:00.5" is longer than the quarter (7:00)'],
    ],
    [
      '8:01 in an 8-minute league',
      4,
      '8:01',
      EIGHT_MINUTES,
      ['Line 2: clock "8:01" is longer than the quarter (8:00)'],
    ],
    ['500 seconds', 1, '500', EIGHT_MINUTES, ['Line 2: clock "500" is longer than the quarter (8:00)']],
    [
      'seconds past 59',
      2,
      '25:99',
      EIGHT_MINUTES,
      ['Line 2: clock "25:99" is not a time (minutes:seconds, seconds up to 59)'],
    ],
    [
      'words',
      3,
      'half time',
      EIGHT_MINUTES,
      ['Line 2: clock "half time" is not a time (minutes:seconds, seconds up to 59)'],
    ],
    ['any clock in the shootout', 5, '9:99', SEVEN_MINUTES, []],
  ])('%s gives %j', (_case, quarter, clock, quarterLength, errors) => {
    expect(clockErrorsOf([{ line: 2, quarter, clock }], quarterLength)).toEqual(errors);
  });

  it('names every wrong line of a file, by its line in the file', () => {
    const rows = parsePlayByPlayCsv(
      'quarter,clock,team,cap,player,action,detail\n1,7:00,USA,2,A,GOAL,x\n\n1,25:99,USA,2,A,GOAL,x\n2,8:00,ESP,3,B,GOAL,x\n',
    );
    expect(clockErrorsOf(rows, SEVEN_MINUTES)).toEqual([
      'Line 4: clock "25:99" is not a time (minutes:seconds, seconds up to 59)',
      'Line 5: clock "8:00" is longer than the quarter (7:00)',
    ]);
  });
});
