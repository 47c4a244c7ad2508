import { describe, expect, it } from 'vitest';
import { parsePlayByPlayCsv } from '../../../../src/domain/playbyplay';
import { parseClock } from '../../../../src/domain/playbyplay/parseClock';
import { loadRealMatch } from './loadRealMatch';

const HEADER = 'quarter,clock,team,cap,player,action,detail';

describe('parseClock', () => {
  it.each([
    ['8:00', 480],
    ['0:05', 5],
    ['7:31.4', 451.4],
    ['45', 45],
    ['', 0],
  ])('reads the printed clock "%s" as %d seconds remaining', (clock, seconds) => {
    expect(parseClock(clock)).toBeCloseTo(seconds);
  });

  it('refuses a clock it cannot read', () => {
    expect(() => parseClock('half time')).toThrow(/Unreadable clock/);
  });
});

describe('parsePlayByPlayCsv', () => {
  it('types every column of a line', () => {
    const [row] = parsePlayByPlayCsv(
      `${HEADER}\n1,7:15,ESP,4,ORTIZ MUNOZ B,GOAL,Extra player shot - Goal; score USA 0-1 ESP\n`,
    );
    expect(row).toEqual({
      line: 2,
      quarter: 1,
      clock: '7:15',
      secondsRemaining: 435,
      team: 'ESP',
      cap: 4,
      player: 'ORTIZ MUNOZ B',
      action: 'GOAL',
      detail: 'Extra player shot - Goal; score USA 0-1 ESP',
    });
  });

  it.each([
    ['a missing cap is null', '2,0:48,BRA,,,TIMEOUT,Time-Out', { cap: null, player: '' }],
    [
      'a shootout quarter printed PSO is quarter 5',
      'PSO,,USA,3,X,GOAL,Penalty shot - Goal',
      { quarter: 5, secondsRemaining: 0 },
    ],
    ['an action code is upper-cased', '1,8:00,BRA,1,SORO S,gk_start,Starting goalkeeper', { action: 'GK_START' }],
  ])('reads a line where %s', (_case, line, expected) => {
    expect(parsePlayByPlayCsv(`${HEADER}\n${line}`)[0]).toMatchObject(expected);
  });

  it('accepts a byte-order mark, CRLF line ends, blank lines and columns in another order', () => {
    const csv =
      '\uFEFFaction,quarter,clock,team,cap,player,detail\r\nGOAL,3,1:16,ESP,9,FORCA ARIZA J,Action shot - Goal\r\n\r\n';
    expect(parsePlayByPlayCsv(csv)).toMatchObject([{ action: 'GOAL', quarter: 3, cap: 9, team: 'ESP' }]);
  });

  it('says which columns are missing', () => {
    expect(() => parsePlayByPlayCsv('quarter,clock,team\n1,8:00,USA')).toThrow(/cap, player, action, detail/);
  });

  it.each([
    ['2017-wch-w-usa-esp', 115],
    ['2017-wch-m-bra-kaz', 133],
    ['2025-asch-m-tha-hkg', 71],
  ] as const)('reads every line of the official play-by-play %s (%d events)', (name, count) => {
    expect(loadRealMatch(name).rows).toHaveLength(count);
  });

  it("keeps the score sheet lines that have no event type of ours, such as the two coaches' yellow cards", () => {
    const cards = loadRealMatch('2025-asch-m-tha-hkg').rows.filter((row) => row.action === 'YELLOW_CARD');
    expect(cards.map((row) => [row.team, row.player, row.cap])).toEqual([
      ['THA', 'Team Head Coach', null],
      ['HKG', 'Team Head Coach', null],
    ]);
  });
});
