import { describe, expect, it } from 'vitest';
import { event, ours, shot, shotAgainst } from './statsBuilders';

describe('team counting statistics', () => {
  it('counts goals per quarter and keeps the shootout out of the match total', () => {
    const stats = ours([
      shot('GOAL', { quarter: 1 }),
      shot('GOAL', { quarter: 4 }),
      shot('GOAL', { quarter: 4 }),
      shot('GOAL', { quarter: 5, shootSituation: 'PENALTYSHOOTOUT' }),
      shotAgainst('GOAL', { quarter: 2 }),
    ]);
    expect([stats.goals, stats.goalsAgainst]).toEqual([3, 1]);
    expect(stats.goalsByQuarter).toEqual({ quarters: [1, 0, 0, 2], shootout: 1 });
    expect(stats.goalsAgainstByQuarter).toEqual({ quarters: [0, 1, 0, 0], shootout: 0 });
  });

  it.each([
    [
      'assists: goals with an assist player',
      [shot('GOAL', { shootAssistPlayerNumber1: 7 }), shot('GOAL'), shot('MISSFOR', { shootAssistPlayerNumber1: 7 })],
      'assists',
      1,
    ],
    [
      'steals: balls won by a named player from a ball lost or a bad pass',
      [
        event('BALLGAINED', { turnOverType: 'BALL_LOST', playerNumber: 4 }),
        event('BALLGAINED', { turnOverType: 'BAD_PASS', playerNumber: 8 }),
        event('BALLGAINED', { turnOverType: 'BAD_PASS' }),
        event('BALLGAINED', { turnOverType: 'CONTRAFAULT', playerNumber: 4 }),
      ],
      'steals',
      2,
    ],
    [
      'field blocks: shots against blocked',
      [shotAgainst('BLOCKFOR'), shotAgainst('BLOCKAGAINST'), shotAgainst('MISSFOR')],
      'fieldBlocks',
      2,
    ],
    ['penalties earned', [event('PENALTYFOULAGAINST'), event('PENALTYFOUL')], 'penaltiesEarned', 1],
    ['penalties committed', [event('PENALTYFOUL'), event('PENALTYFOUL')], 'penaltiesCommitted', 2],
    ['time-outs', [event('TIMEOUT'), event('TIMEOUT', { quarter: 4 })], 'timeouts', 2],
  ] as const)('counts %s', (_case, events, figure, expected) => {
    expect(ours([...events])[figure]).toBe(expected);
  });

  it('counts turnovers by type', () => {
    const stats = ours([
      event('BALLLOST', { turnOverType: 'TIME' }),
      event('BALLLOST', { turnOverType: 'TIME' }),
      event('BALLLOST', { turnOverType: 'BAD_PASS' }),
      event('BALLLOST', { turnOverType: null }),
    ]);
    expect(stats.turnovers).toEqual({ BALL_LOST: 0, CONTRAFAULT: 0, TIME: 2, BAD_PASS: 1, UNKNOWN: 1, total: 4 });
  });

  it('counts exclusions earned and committed by type', () => {
    const stats = ours([
      event('EXCLUSIONAGAINST', { exclusionType: 'NORMAL' }),
      event('EXCLUSIONAGAINST', { exclusionType: 'VIOLENCE' }),
      event('EXCLUSIONFOR', { exclusionType: 'PAIR' }),
    ]);
    expect(stats.exclusionsEarned).toMatchObject({ NORMAL: 1, VIOLENCE: 1, total: 2 });
    expect(stats.exclusionsCommitted).toMatchObject({ PAIR: 1, NORMAL: 0, total: 1 });
  });

  it('counts swim-offs won of all swim-offs', () => {
    expect(ours([event('SWIMOFF'), event('SWIMOFFAGAINST'), event('SWIMOFF'), event('SWIMOFF')]).swimOffs).toEqual({
      made: 3,
      attempts: 4,
      percent: 75,
    });
  });
});

describe('goalkeeping', () => {
  it.each([
    [
      'a miss with a goal point inside the frame is a save',
      shotAgainst('MISSFOR', { shootToGoalX: 150, shootToGoalY: 40 }),
      1,
    ],
    [
      'a miss with a goal point on the frame’s edge is a save',
      shotAgainst('MISSFOR', { shootToGoalX: 300, shootToGoalY: 90 }),
      1,
    ],
    ['a miss wide of the frame is not a save', shotAgainst('MISSFOR', { shootToGoalX: 320, shootToGoalY: 40 }), 0],
    ['a miss over the bar is not a save', shotAgainst('MISSAGAINST', { shootToGoalX: 150, shootToGoalY: 120 }), 0],
    [
      'an imported miss labelled "Saved" without a goal point is a save',
      shotAgainst('MISSFOR', { notes: 'Action shot - Saved' }),
      1,
    ],
    ['an imported miss labelled "Post" is not a save', shotAgainst('MISSFOR', { notes: 'Action shot - Post' }), 0],
    [
      'a goal point outside the frame wins over a "Saved" label',
      shotAgainst('MISSFOR', { notes: 'Saved', shootToGoalX: -50, shootToGoalY: 40 }),
      0,
    ],
    ['a block is not a save', shotAgainst('BLOCKFOR', { notes: 'Saved' }), 0],
    [
      'a miss the scorer recorded as saved is a save, with no goal point',
      shotAgainst('MISSFOR', { shootResult: 'SAVED' }),
      1,
    ],
    [
      'one recorded as wide is no save, even with a goal point in the frame',
      shotAgainst('MISSFOR', { shootResult: 'MISSED', shootToGoalX: 150, shootToGoalY: 40 }),
      0,
    ],
    [
      'one recorded off the post is no save, whatever its notes say',
      shotAgainst('MISSAGAINST', { shootResult: 'POST', notes: 'Saved' }),
      0,
    ],
    [
      'the recorded result wins over a goal point outside the frame',
      shotAgainst('MISSFOR', { shootResult: 'SAVED', shootToGoalX: -50, shootToGoalY: 40 }),
      1,
    ],
    [
      'a shootout save is kept out',
      shotAgainst('MISSFOR', { quarter: 5, shootSituation: 'PENALTYSHOOTOUT', notes: 'Saved' }),
      0,
    ],
  ])('%s', (_case, shotEvent, saves) => {
    expect(ours([shotEvent]).goalkeeping.saves).toBe(saves);
  });

  it('gives the save percentage as saves of shots on target', () => {
    const stats = ours([
      shotAgainst('MISSFOR', { notes: 'Saved' }),
      shotAgainst('MISSFOR', { notes: 'Saved' }),
      shotAgainst('GOAL'),
      shotAgainst('MISSFOR', { notes: 'Missed' }),
    ]);
    expect(stats.goalkeeping).toEqual({ saves: 2, goalsAgainst: 1, savePercent: 66.7 });
  });
});
