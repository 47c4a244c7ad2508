import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { scoreAt, type ScoreAt } from '../../../../src/domain/video';
import { clipEvent, THEM, US } from './videoBuilders';

const teams = { team1: US, team2: THEM };
const goal = (team: typeof US, type: 'SHOOT' | 'SHOOTAGAINST', time: number, extra: Partial<MatchEvent> = {}) =>
  clipEvent(type, { team, time, shootOutcome: 'GOAL', ...extra });

const bothLogs = [
  goal(US, 'SHOOT', 100),
  goal(THEM, 'SHOOTAGAINST', 100),
  goal(THEM, 'SHOOT', 200),
  goal(US, 'SHOOTAGAINST', 200),
  clipEvent('SHOOT', { team: US, time: 250, shootOutcome: 'MISSFOR' }),
  goal(US, 'SHOOT', 1900, { quarter: 5, shootSituation: 'PENALTYSHOOTOUT' }),
];

describe('the score at a clip', () => {
  it.each<[string, MatchEvent[], number, ScoreAt]>([
    ['before any goal it is 0–0', bothLogs, 50, { team1: 0, team2: 0, shootout: null }],
    ['a goal counts itself, once although both logs hold it', bothLogs, 100, { team1: 1, team2: 0, shootout: null }],
    ['later goals of both sides add up', bothLogs, 300, { team1: 1, team2: 1, shootout: null }],
    ['shootout goals are counted apart', bothLogs, 2000, { team1: 1, team2: 1, shootout: { team1: 1, team2: 0 } }],
    [
      'a team without a log of its own gets its goals from the opponent’s shots against',
      [goal(US, 'SHOOT', 100), goal(US, 'SHOOTAGAINST', 150), goal(US, 'SHOOTAGAINST', 160)],
      200,
      { team1: 1, team2: 2, shootout: null },
    ],
  ])('%s', (_name, events, time, score) => {
    expect(scoreAt(events, teams, { time })).toEqual(score);
  });
});
