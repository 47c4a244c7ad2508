import { describe, expect, it } from 'vitest';
import { parsePlayByPlayCsv } from '../../../../src/domain/playbyplay';
import { loadRealMatchScript } from '../../../bench/realMatch/loadRealMatchScript';
import { realMatchScript, UNPRINTED_CAP } from '../../../bench/realMatch/realMatchScript';

const HEADER = 'quarter,clock,team,cap,player,action,detail';
const START = [
  '1,8:00,HOM,1,KEEPER H,GK_START,Starting goalkeeper',
  '1,8:00,AWY,13,KEEPER A,GK_START,Starting goalkeeper',
];
/** A 2017-style report: HOM names its goalkeeper and two starters, one of them without a cap. */
const BOX_SCORE = {
  published: {
    teams: {
      HOM: {
        players: [
          { name_as_published: 'Keeper', lineup_role: 'starting GK', cap_inferred_from_pbp: 1 },
          { name_as_published: 'A. Starter', lineup_role: 'starter', cap_inferred_from_pbp: 9 },
          { name_as_published: 'Unseen', lineup_role: 'starter', cap_inferred_from_pbp: null },
          { name_as_published: 'Sub', lineup_role: 'sub', cap_inferred_from_pbp: 12 },
        ],
      },
    },
  },
};

/** Converts play-by-play lines of HOM (team1, the scorer's team) against AWY; the first row is CSV line 2. */
function convert(...rows: string[]) {
  return realMatchScript(
    parsePlayByPlayCsv([HEADER, ...START, ...rows].join('\n')),
    BOX_SCORE,
    { team1: 'HOM', team2: 'AWY' },
    'test',
  );
}
const onlyLine = (...rows: string[]) => {
  const { script } = convert(...rows);
  expect(script.lines).toHaveLength(1);
  return script.lines[0]!;
};

describe('realMatchScript', () => {
  it.each([
    [
      'a goal',
      '1,7:18,HOM,5,S,GOAL,Action shot - Goal',
      'team1',
      { verb: 'shoot', shooter: 5, outcome: 'GOAL', situation: 'ACTION' },
    ],
    [
      'a save at the end of the quarter',
      '1,0:03,AWY,7,S,SHOT_SAVED,5m shot - Saved',
      'team2',
      { verb: 'shoot', shooter: 7, outcome: 'SAVED', isKept: false, situation: 'DIRECT_FREE_THROW' },
    ],
    [
      'a post',
      '1,6:00,HOM,4,S,SHOT_POST,Centre shot - Post',
      'team1',
      { verb: 'shoot', outcome: 'MISSED', situation: 'CENTER' },
    ],
    ['a block', '1,6:00,AWY,4,S,SHOT_BLOCKED,Action shot - Blocked', 'team2', { verb: 'shoot', outcome: 'BLOCKED' }],
    [
      'an exclusion',
      '1,5:00,AWY,6,E,EXCLUSION,20 sec. exclusion in field',
      'team2',
      { verb: 'exclusion', excluded: 6, exclusionType: 'NORMAL' },
    ],
    [
      'an exclusion with substitution alone',
      '1,5:00,HOM,6,E,EXCLUSION_WITH_SUBSTITUTION,Exclusion with substitution',
      'team1',
      { verb: 'exclusion', excluded: 6, exclusionType: 'WITH_SUBSTITUTION' },
    ],
    [
      'a turnover foul',
      '1,4:00,HOM,3,T,TURNOVER,Turnover foul',
      'team1',
      { verb: 'turnover', player: 3, turnOverType: 'CONTRAFAULT' },
    ],
    [
      'a steal printed alone',
      '1,4:00,HOM,3,T,STEAL,Steal',
      'team2',
      { verb: 'turnover', player: UNPRINTED_CAP, stealer: 3, turnOverType: 'BALL_LOST' },
    ],
    ['a sprint won', '1,8:00,AWY,8,S,SPRINT_WON,Sprint won possession', 'team2', { verb: 'swim', winner: 8 }],
    ['an own time-out', '1,3:00,HOM,,,TIMEOUT,Time-Out', 'team1', { verb: 'timeout' }],
    // A scorer keeping both teams records it; one keeping the own team leaves it out (playRealMatch).
    ['the other team’s time-out', '1,3:00,AWY,,,TIMEOUT,Time-Out', 'team2', { verb: 'timeout' }],
    // So does the other team's card.
    [
      'the other team’s card',
      '1,3:00,AWY,,Team Head Coach,YELLOW_CARD,YC',
      'team2',
      { verb: 'card', card: 'YELLOW_CARD', official: 'HEAD_COACH' },
    ],
    [
      'a card to an own official',
      '1,3:00,HOM,,Team Official,YELLOW_CARD,Yellow card',
      'team1',
      { verb: 'card', card: 'YELLOW_CARD', official: 'TEAM_OFFICIAL' },
    ],
    [
      'a red card to an own player',
      '1,3:00,HOM,10,R,RED_CARD,Red card',
      'team1',
      { verb: 'card', card: 'RED_CARD', cap: 10 },
    ],
  ])('%s is one line of the side that acted', (_, row, side, action) => {
    const line = onlyLine(row);
    expect(line.side).toBe(side);
    expect(line.action).toMatchObject(action);
  });

  it.each([
    ['8:00', 1, 0],
    ['7:18', 2, 42],
    ['0:01', 4, 479],
    ['0:00', 3, 480],
  ])('the printed clock %s of quarter %i is %i s elapsed in the quarter', (clock, quarter, time) => {
    expect(onlyLine(`${quarter},${clock},HOM,5,S,GOAL,Action shot - Goal`)).toMatchObject({ quarter, time });
  });

  it('a shot the shooting team keeps, as the next line shows, is kept', () => {
    const { script } = convert(
      '1,7:00,HOM,5,S,SHOT_SAVED,Action shot - Saved',
      '1,6:40,HOM,6,T,TURNOVER,Turnover foul',
    );
    expect(script.lines[0]!.action).toMatchObject({ isKept: true });
  });

  it('a steal joins the turnover of its whistle: one line, the steal row points at it', () => {
    const { script, fates } = convert('1,4:00,AWY,3,T,TURNOVER,Turnover foul', '1,4:00,HOM,2,S,STEAL,Steal');
    expect(script.lines.map((line) => line.action)).toEqual([
      { verb: 'turnover', player: 3, stealer: 2, turnOverType: 'BALL_LOST' },
    ]);
    expect(fates.at(-1)).toEqual({ row: 5, recordedBy: 'line', line: 4 });
  });

  it('an exclusion with substitution printed beside its exclusion makes that exclusion WITH_SUBSTITUTION', () => {
    const { script, fates } = convert(
      '1,4:21,HOM,9,R,EXCLUSION,20 sec. exclusion in field',
      '1,4:21,HOM,9,R,EXCLUSION_WITH_SUBSTITUTION,Exclusion with substitution',
    );
    expect(script.lines.map((line) => line.action)).toEqual([
      { verb: 'exclusion', excluded: 9, exclusionType: 'WITH_SUBSTITUTION' },
    ]);
    expect(fates.at(-1)).toMatchObject({ recordedBy: 'line', line: 4 });
  });

  it('both sides excluded at one whistle is one pair exclusion', () => {
    const { script, fates } = convert('3,3:53,HOM,3,A,EXCLUSION,E', '3,3:53,AWY,8,B,EXCLUSION,E');
    expect(script.lines.map((line) => [line.side, line.action])).toEqual([
      ['team1', { verb: 'exclusion', excluded: 3, drawnBy: 8, exclusionType: 'PAIR' }],
    ]);
    expect(fates.at(-1)).toMatchObject({ row: 5, recordedBy: 'line', line: 4 });
  });

  it('a penalty foul is a line of the fouled side, its taker standing in for the fouled player', () => {
    const { script } = convert('1,4:16,AWY,12,F,PENALTY_FOUL,P', '1,4:16,HOM,10,T,GOAL,PG (Penalty Goal)');
    expect(script.lines.map((line) => [line.side, line.action.verb])).toEqual([
      ['team1', 'penalty'],
      ['team1', 'shoot'],
    ]);
    expect(script.lines[0]!.action).toEqual({ verb: 'penalty', fouled: 10, fouler: 12 });
    expect(script.lines[1]!.action).toMatchObject({ situation: 'PENALTY' });
  });

  it.each([
    ['the other team’s goalkeeper', '2,8:00,AWY,13,K,GK_START,Starting goalkeeper', "other team's lineup"],
    ['the same own goalkeeper in a later quarter', '2,8:00,HOM,1,K,GK_START,Starting goalkeeper', 'same goalkeeper'],
    ['a lost challenge', '1,3:00,AWY,,,CHALLENGE_LOST,CHL', 'no event for CHALLENGE_LOST'],
    [
      'the third major foul printed with a penalty foul',
      '1,1:44,HOM,9,E,EXCLUSION_WITH_SUBSTITUTION,ES',
      'the screen’s penalty foul'.replace('’', "'"),
    ],
  ])('%s is no line, with the reason', (_, row, reason) => {
    const rows = row.includes('ES') ? ['1,1:44,HOM,9,E,PENALTY_FOUL,P', row, '1,1:44,AWY,2,T,GOAL,PG'] : [row];
    const { fates } = convert(...rows);
    const fate = fates[2 + rows.indexOf(row)];
    expect(fate).toMatchObject({ recordedBy: null });
    expect(fate && 'reason' in fate ? fate.reason : '').toContain(reason);
  });

  it('another own goalkeeper in a later quarter is a keeper line', () => {
    expect(onlyLine('2,8:00,HOM,13,K,GK_START,Starting goalkeeper').action).toEqual({ verb: 'keeper', cap: 13 });
  });

  it('the lineup: the quarter-1 goalkeeper, the report’s starters with a cap, then the caps that act first', () => {
    const { script, fates, leftOut } = convert(
      '1,7:00,HOM,12,S,SHOT_SAVED,Action shot - Saved',
      '1,6:00,HOM,9,S,GOAL,Action shot - Goal',
      ...[4, 5, 6, 7, 8].map((cap) => `1,5:0${cap},HOM,${cap},P,TURNOVER,Turnover foul`),
    );
    expect(script.teams.team1.lineup).toEqual([1, 9, 12, 4, 5, 6, 7]);
    expect(fates[0]).toEqual({ row: 2, recordedBy: 'lineup' });
    expect(leftOut).toEqual(['Unseen: no cap (the log never names this player)']);
    expect(script.teams.team1.roster.filter((player) => player.goalKeeper).map((player) => player.cap)).toEqual([1]);
  });
});

describe('the three real matches', () => {
  it.each([
    [
      '2017-wch-m-bra-kaz',
      107,
      {
        'team1 shoot': 22,
        'team2 shoot': 23,
        'team1 exclusion': 13,
        'team2 exclusion': 9,
        'team1 turnover': 12,
        'team2 turnover': 15,
        'team2 swim': 4,
        'team1 timeout': 4,
        'team2 timeout': 4,
        'team2 card': 1,
      },
    ],
    [
      '2017-wch-w-usa-esp',
      99,
      {
        'team1 shoot': 28,
        'team2 shoot': 25,
        'team1 exclusion': 12,
        'team2 exclusion': 7,
        'team1 turnover': 8,
        'team2 turnover': 6,
        'team1 swim': 1,
        'team2 swim': 3,
        'team1 penalty': 1,
        'team2 penalty': 1,
        'team1 timeout': 2,
        'team2 timeout': 4,
        'team1 card': 1,
      },
    ],
    [
      '2025-asch-m-tha-hkg',
      66,
      {
        'team1 shoot': 15,
        'team2 shoot': 14,
        'team1 exclusion': 12,
        'team2 exclusion': 8,
        'team1 penalty': 4,
        'team2 penalty': 3,
        'team2 swim': 4,
        'team1 timeout': 2,
        'team2 timeout': 2,
        'team1 card': 1,
        'team2 card': 1,
      },
    ],
  ] as const)('%s: %i lines, by side and action', (name, count, byAction) => {
    const { script } = loadRealMatchScript(name);
    const counts: Record<string, number> = {};
    for (const line of script.lines)
      counts[`${line.side} ${line.action.verb}`] = (counts[`${line.side} ${line.action.verb}`] ?? 0) + 1;
    expect(script.lines).toHaveLength(count);
    expect(counts).toEqual(byAction);
  });

  it.each(['2017-wch-m-bra-kaz', '2017-wch-w-usa-esp', '2025-asch-m-tha-hkg'] as const)(
    '%s: every printed row is a line, part of one, the lineup or not recorded for a stated reason',
    (name) => {
      const { script, fates } = loadRealMatchScript(name);
      const lineNumbers = new Set(script.lines.map((line) => line.lineNumber));
      expect(fates.map((fate) => fate.row)).toEqual(fates.map((_, index) => index + 2));
      for (const fate of fates) {
        if (fate.recordedBy === 'line') expect(lineNumbers).toContain(fate.line);
        if (fate.recordedBy === null) expect(fate.reason).toMatch(/\w{3}/);
      }
      expect(fates.filter((fate) => fate.recordedBy === 'lineup').length).toBeLessThanOrEqual(1);
      expect(script.teams.team1.lineup).toHaveLength(7);
    },
  );

  it('lines follow the printed order, times within the quarter', () => {
    const { script } = loadRealMatchScript('2025-asch-m-tha-hkg');
    const numbers = script.lines.map((line) => line.lineNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(script.lines.every((line) => line.time >= 0 && line.time <= 480)).toBe(true);
    // The score sheet prints 6:37 before 6:54 in quarter 2: the order stays as printed.
    expect(
      script.lines
        .filter((line) => line.quarter === 2)
        .slice(1, 3)
        .map((line) => line.time),
    ).toEqual([83, 66]);
  });
});
