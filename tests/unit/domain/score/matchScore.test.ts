import { describe, expect, it } from 'vitest';
import { matchScore as scoreboardScore } from '../../../../src/app/capture/matchScore';
import type { MatchEvent, ShootSituation, TeamSide } from '../../../../src/domain/model';
import { computeStatistics } from '../../../../src/domain/stats';
import { scoreAt } from '../../../../src/domain/video';
import { event, THEM, US } from '../stats/statsBuilders';

/** A goal by `scorer` in `quarter`, written in both logs: SHOOT in the scorer's, SHOOTAGAINST in the other's. */
type Goal = [scorer: TeamSide, quarter: number, situation: ShootSituation | null];
type Score = { team1: number; team2: number; shootout: { team1: number; team2: number } | null };

const teamOf = { team1: US, team2: THEM };
const QUARTER_LENGTH = 480;

function bothLogs(goals: readonly Goal[]): MatchEvent[] {
  return goals.flatMap(([scorer, quarter, shootSituation], index) => {
    const fields = { quarter, time: (quarter - 1) * QUARTER_LENGTH + index + 1, shootSituation };
    const conceder = scorer === 'team1' ? 'team2' : 'team1';
    return [
      event('SHOOT', { ...fields, shootOutcome: 'GOAL' }, teamOf[scorer]),
      event('SHOOTAGAINST', { ...fields, shootOutcome: 'GOAL' }, teamOf[conceder]),
    ];
  });
}

const situations: [string, Goal[], Score][] = [
  ['no goal is 0–0', [], { team1: 0, team2: 0, shootout: null }],
  [
    'regular goals of both sides add up',
    [
      ['team1', 1, 'ACTION'],
      ['team2', 2, 'CENTER'],
      ['team1', 4, null],
    ],
    { team1: 2, team2: 1, shootout: null },
  ],
  [
    'a penalty goal in the match counts in the match score',
    [
      ['team1', 3, 'PENALTY'],
      ['team2', 4, 'PENALTY'],
      ['team2', 4, 'ACTION'],
    ],
    { team1: 1, team2: 2, shootout: null },
  ],
  [
    'shootout goals are counted apart',
    [
      ['team1', 4, 'ACTION'],
      ['team2', 4, 'ACTION'],
      ['team1', 5, 'PENALTYSHOOTOUT'],
      ['team2', 5, 'PENALTYSHOOTOUT'],
      ['team1', 5, 'PENALTYSHOOTOUT'],
    ],
    { team1: 1, team2: 1, shootout: { team1: 2, team2: 1 } },
  ],
  [
    'a goal of quarter 5 is a shootout goal whatever its situation says',
    [
      ['team2', 5, 'PENALTY'],
      ['team1', 5, null],
    ],
    { team1: 0, team2: 0, shootout: { team1: 1, team2: 1 } },
  ],
  [
    'a shot recorded as a shootout penalty is a shootout goal in any quarter',
    [
      ['team1', 1, 'ACTION'],
      ['team1', 4, 'PENALTYSHOOTOUT'],
    ],
    { team1: 1, team2: 0, shootout: { team1: 1, team2: 0 } },
  ],
];

describe('one match score for the scoreboard, the video screen and the statistics', () => {
  it.each(situations)('the scoreboard: %s', (_name, goals, score) => {
    const team1Log = bothLogs(goals).filter((goal) => goal.team.id === US.id);
    const team2Log = bothLogs(goals).filter((goal) => goal.team.id === THEM.id);
    expect(scoreboardScore(team1Log, 'team1')).toEqual(score);
    expect(scoreboardScore(team2Log, 'team2')).toEqual(score);
  });

  it.each(situations)('the video screen: %s', (_name, goals, score) => {
    const events = bothLogs(goals);
    const end = { time: 5 * QUARTER_LENGTH };
    expect(scoreAt(events, teamOf, end)).toEqual(score);
    expect(
      scoreAt(
        events.filter((goal) => goal.team.id === US.id),
        teamOf,
        end,
      ),
    ).toEqual(score);
  });

  it.each(situations)('the statistics: %s', (_name, goals, score) => {
    const match = { id: 1, team1: US, team2: THEM };
    const teams = computeStatistics([{ match, events: bothLogs(goals), possessions: [] }]).teams;
    const team = (id: number) => teams.find((candidate) => candidate.team.id === id);
    const shootoutOf = (id: number) => team(id)?.goalsByQuarter.shootout ?? 0;
    const hasShootout = shootoutOf(US.id) + shootoutOf(THEM.id) > 0;
    expect({
      team1: team(US.id)?.goals ?? 0,
      team2: team(US.id)?.goalsAgainst ?? 0,
      shootout: hasShootout ? { team1: shootoutOf(US.id), team2: shootoutOf(THEM.id) } : null,
    }).toEqual(score);
    expect(team(THEM.id)?.goals ?? 0).toBe(score.team2);
  });
});
