import { describe, expect, it } from 'vitest';
import { eventTipsFromPlayByPlay, parsePlayByPlayCsv, UNKNOWN_TIP_CODE } from '../../../../src/domain/playbyplay';
import { loadRealMatch } from './loadRealMatch';

const TEAMS = { team1: { id: 1, code: 'HOM' }, team2: { id: 2, code: 'AWY' } };
const tipsOf = (...lines: string[]) =>
  eventTipsFromPlayByPlay(
    parsePlayByPlayCsv(['quarter,clock,team,cap,player,action,detail', ...lines].join('\n')),
    TEAMS,
  );

describe('eventTipsFromPlayByPlay', () => {
  it.each([
    [
      'a sprint won is CS on the winner’s side',
      ['1,8:00,HOM,4,P,SPRINT_WON,Sprint won possession'],
      [['team1', 'CS', 4]],
    ],
    ['an action goal is GA', ['1,7:00,AWY,9,P,GOAL,Action shot - Goal'], [['team2', 'GA', 9]]],
    ['a centre goal is GC', ['1,7:00,HOM,2,P,GOAL,Centre shot - Goal'], [['team1', 'GC', 2]]],
    ['an extra player goal is GX', ['1,7:00,HOM,2,P,GOAL,Extra player shot - Goal'], [['team1', 'GX', 2]]],
    [
      'a score sheet EG goal is GX',
      ["1,7:00,AWY,2,P,GOAL,EG (Extra Man Goal), as printed: '7:00 2 B EG 0 - 1'"],
      [['team2', 'GX', 2]],
    ],
    ['a saved action shot is SA', ['1,7:00,HOM,5,P,SHOT_SAVED,Action shot - Saved'], [['team1', 'SA', 5]]],
    ['a saved centre shot is SC', ['1,7:00,HOM,5,P,SHOT_SAVED,Centre shot - Saved'], [['team1', 'SC', 5]]],
    ['a saved extra player shot is SX', ['1,7:00,AWY,5,P,SHOT_SAVED,Extra player shot - Saved'], [['team2', 'SX', 5]]],
    [
      'a missed, post or blocked shot is M + situation',
      [
        '1,7:00,HOM,5,P,SHOT_POST,Extra player shot - Post',
        '1,6:00,HOM,5,P,SHOT_BLOCKED,5m shot - Blocked',
        '1,5:00,HOM,5,P,SHOT_MISSED,Centre shot - Missed',
      ],
      [
        ['team1', 'MX', 5],
        ['team1', 'MA', 5],
        ['team1', 'MC', 5],
      ],
    ],
    [
      'a turnover with a steal is TA for the stealer’s side',
      ['1,7:00,HOM,5,P,TURNOVER,Turnover foul', '1,7:00,AWY,9,Q,STEAL,Steal'],
      [['team2', 'TA', 9]],
    ],
    [
      'a turnover foul alone is TF for the side that gets the ball',
      ['1,7:00,HOM,5,P,TURNOVER,Turnover foul'],
      [['team2', 'TF', undefined]],
    ],
    ['a steal alone is TA', ['1,7:00,AWY,9,Q,STEAL,Steal'], [['team2', 'TA', 9]]],
    [
      'an exclusion in centre is EC for the earner and EF for the excluded',
      ['1,7:00,AWY,3,P,EXCLUSION,20 sec. exclusion in centre'],
      [
        ['team1', 'EC', undefined],
        ['team2', 'EF', 3],
      ],
    ],
    [
      'an exclusion in field is ER for the earner and EF for the excluded',
      [
        '1,7:00,HOM,3,P,EXCLUSION,20 sec. exclusion in field',
        '1,7:00,HOM,3,P,EXCLUSION_WITH_SUBSTITUTION,Exclusion with substitution',
      ],
      [
        ['team2', 'ER', undefined],
        ['team1', 'EF', 3],
      ],
    ],
    [
      'a penalty foul, a time-out and a card are shown as unknown',
      [
        '1,7:00,HOM,3,P,PENALTY_FOUL,Penalty foul',
        '1,7:00,AWY,,,TIMEOUT,Time-Out',
        '1,7:00,HOM,,Team Official,YELLOW_CARD,Yellow card',
      ],
      [
        ['team1', UNKNOWN_TIP_CODE, 3],
        ['team2', UNKNOWN_TIP_CODE, undefined],
        ['team1', UNKNOWN_TIP_CODE, undefined],
      ],
    ],
    ['a goalkeeper start gives no tip', ['1,8:00,HOM,1,P,GK_START,Starting goalkeeper'], []],
  ])('maps %s', (_case, lines, expected) => {
    expect(tipsOf(...lines).map((tip) => [tip.side, tip.code, tip.cap])).toEqual(expected);
  });

  it('times each tip in seconds from match start', () => {
    expect(tipsOf('3,7:31,HOM,4,P,GOAL,Action shot - Goal')).toEqual([
      { quarter: 3, time: 989, side: 'team1', code: 'GA', cap: 4 },
    ]);
  });

  it('turns a whole official play-by-play into tips in printed order', () => {
    const { rows } = loadRealMatch('2017-wch-w-usa-esp');
    const tips = eventTipsFromPlayByPlay(rows, { team1: { id: 1, code: 'USA' }, team2: { id: 2, code: 'ESP' } });
    expect(tips.slice(0, 4)).toEqual([
      { quarter: 1, time: 0, side: 'team2', code: 'CS', cap: 3 },
      { quarter: 1, time: 29, side: 'team2', code: 'EC' },
      { quarter: 1, time: 29, side: 'team1', code: 'EF', cap: 11 },
      { quarter: 1, time: 45, side: 'team2', code: 'GX', cap: 4 },
    ]);
    expect(tips.every((tip, index) => index === 0 || tip.time >= tips[index - 1]!.time)).toBe(true);
  });
});
