import { describe, expect, it } from 'vitest';
import { computeStatistics } from '../../../../src/domain/stats';
import { event, matchOf, possession, shot, shotAgainst, THEM, US } from './statsBuilders';

describe('computeStatistics', () => {
  it('gives zeros, not errors, for a match without events', () => {
    const { teams, matchIds } = computeStatistics([matchOf([])]);
    expect(matchIds).toEqual([1]);
    expect(
      teams.map((team) => [
        team.team.id,
        team.goals,
        team.boxScore.total.percent,
        team.goalkeeping.savePercent,
        team.players,
      ]),
    ).toEqual([
      [US.id, 0, null, null, []],
      [THEM.id, 0, null, null, []],
    ]);
  });

  it('gives nothing for no matches', () => {
    expect(computeStatistics([])).toEqual({ filter: {}, matchIds: [], teams: [] });
  });

  it('keeps a shootout-only match out of the match totals but in the shootout column', () => {
    const [us] = computeStatistics(
      [
        matchOf([
          shot('GOAL', { quarter: 5, shootSituation: 'PENALTYSHOOTOUT' }),
          shot('MISSAGAINST', { quarter: 5, shootSituation: 'PENALTYSHOOTOUT', notes: 'Saved' }),
        ]),
      ],
      { teamId: US.id },
    ).teams;
    expect(us).toMatchObject({ goals: 0, goalsByQuarter: { quarters: [0, 0, 0, 0], shootout: 1 } });
    expect(us!.boxScore.total.attempts).toBe(0);
    expect(us!.boxScore.shootout).toEqual({ made: 1, attempts: 2, percent: 50 });
  });

  it('mirrors an unscored team’s counting statistics from its opponent’s events', () => {
    const attack = possession({ offense: true, extraPlayer: true });
    const defense = possession({ offense: false });
    const scored = matchOf(
      [
        shot('GOAL', { possessionUuid: attack.uuid, extraPlayer: true, playerNumber: 4 }),
        shotAgainst('GOAL', { possessionUuid: defense.uuid, opponentPlayerNumber: 9, shootSituation: 'CENTER' }),
        shotAgainst('MISSFOR', {
          possessionUuid: defense.uuid,
          opponentPlayerNumber: 9,
          playerNumber: 1,
          notes: 'Saved',
        }),
        event('EXCLUSIONAGAINST', { opponentPlayerNumber: 3 }),
        event('BALLGAINED', { playerNumber: 4, opponentPlayerNumber: 10, turnOverType: 'BALL_LOST' }),
        event('SWIMOFF'),
        event('TIMEOUT'),
      ],
      [attack, defense],
    );
    const [them] = computeStatistics([scored], { teamId: THEM.id }).teams;
    expect(them).toMatchObject({
      mirroredMatches: [1],
      goals: 1,
      goalsAgainst: 1,
      boxScore: { centre: { made: 1, attempts: 1 }, action: { made: 0, attempts: 1 } },
      exclusionsCommitted: { total: 1 },
      turnovers: { BALL_LOST: 1, total: 1 },
      swimOffs: { made: 0, attempts: 1 },
      timeouts: 0,
      manDown: { perOpportunity: { possessions: 1, goalsConceded: 1 } },
      possessions: { offense: { count: 1 }, defense: { count: 1 } },
    });
    expect(
      them!.players.map((player) => [
        player.key,
        player.boxScore.total.made,
        player.exclusionsCommitted,
        player.turnovers,
      ]),
    ).toEqual([
      ['c3', 0, 1, 0],
      ['c9', 1, 0, 0],
      ['c10', 0, 0, 1],
    ]);
  });

  it('adds a team up over several matches', () => {
    const { teams } = computeStatistics(
      [matchOf([shot('GOAL')], [], { id: 1 }), matchOf([shot('GOAL'), shot('GOAL')], [], { id: 2 })],
      { teamId: US.id },
    );
    expect(teams.map((team) => [team.matches, team.goals])).toEqual([[[1, 2], 3]]);
  });

  it('returns plain JSON', () => {
    const statistics = computeStatistics([matchOf([shot('GOAL', { shootFromPoolX: 900, shootFromPoolY: 300 })])]);
    expect(JSON.parse(JSON.stringify(statistics))).toEqual(statistics);
  });
});
