import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../src/domain/model';
import { computeStatistics, type PlayerStatistics } from '../../../../src/domain/stats';
import { event, matchOf, matchPlayer, ours, possession, shot, shotAgainst, US } from './statsBuilders';

const ROSTER = [
  matchPlayer(1, 101, { firstName: 'Viktor', lastName: 'Nagy' }, true),
  matchPlayer(5, 105, { firstName: 'Gergo', lastName: 'Kovacs' }),
  matchPlayer(7, 107, { firstName: 'Denes', lastName: 'Varga' }),
];
const player = (stats: ReturnType<typeof ours>, cap: number) =>
  stats.players.find((candidate) => candidate.caps.includes(cap))!;

describe('player statistics', () => {
  it('names rostered players as the spec shortens them and keys them by player', () => {
    const stats = ours([], [], {}, ROSTER);
    expect(stats.players.map((p) => [p.key, p.name, p.isGoalkeeper])).toEqual([
      ['p101', 'NagV', true],
      ['p105', 'KovG', false],
      ['p107', 'VarD', false],
    ]);
  });

  it('keys a cap the roster does not know by its cap', () => {
    expect(ours([shot('GOAL', { playerNumber: 9 })]).players.map((p) => [p.key, p.name])).toEqual([['c9', null]]);
  });

  it.each<[string, MatchEvent[], number, (p: PlayerStatistics) => unknown, unknown]>([
    [
      'shooting per situation',
      [shot('GOAL', { playerNumber: 5, shootSituation: 'CENTER' }), shot('MISSFOR', { playerNumber: 5 })],
      5,
      (p: PlayerStatistics) => [p.boxScore.centre.made, p.boxScore.total.attempts],
      [1, 2],
    ],
    [
      'assists of both assist players',
      [
        shot('GOAL', { shootAssistPlayerNumber1: 7, shootAssistPlayerNumber2: 9 }),
        shot('GOAL', { shootAssistPlayerNumber2: 7 }),
      ],
      7,
      (p: PlayerStatistics) => p.assists,
      2,
    ],
    [
      'turnovers and steals',
      [event('BALLLOST', { playerNumber: 7 }), event('BALLGAINED', { playerNumber: 7, turnOverType: 'BALL_LOST' })],
      7,
      (p: PlayerStatistics) => [p.turnovers, p.steals],
      [1, 1],
    ],
    [
      'field blocks credited to the blocker',
      [shotAgainst('BLOCKFOR', { playerNumber: 7 })],
      7,
      (p: PlayerStatistics) => p.fieldBlocks,
      1,
    ],
    [
      'exclusions and penalties earned and committed',
      [
        event('EXCLUSIONAGAINST', { playerNumber: 7 }),
        event('PENALTYFOULAGAINST', { playerNumber: 7 }),
        event('EXCLUSIONFOR', { playerNumber: 7 }),
        event('PENALTYFOUL', { playerNumber: 7 }),
      ],
      7,
      (p: PlayerStatistics) => [
        p.exclusionsEarned,
        p.penaltiesEarned,
        p.exclusionsCommitted,
        p.penaltiesCommitted,
        p.majorFouls,
      ],
      [1, 1, 1, 1, 2],
    ],
    [
      'swim-offs won of swum',
      [event('SWIMOFF', { playerNumber: 7 }), event('SWIMOFFAGAINST', { playerNumber: 7 })],
      7,
      (p: PlayerStatistics) => [p.swimOffsWon, p.swimOffs],
      [1, 2],
    ],
    [
      'goalkeeping of the goalkeeper in the water',
      [
        shotAgainst('MISSFOR', { notes: 'Saved', playersInWater: [1, 5, 7] }),
        shotAgainst('GOAL', { playersInWater: [1, 5, 7] }),
      ],
      1,
      (p: PlayerStatistics) => p.goalkeeping,
      { saves: 1, goalsAgainst: 1, savePercent: 50 },
    ],
  ])('counts %s', (_case, events, cap, figure, expected) => {
    expect(figure(player(ours(events, [], {}, ROSTER), cap))).toEqual(expected);
  });

  it.each([
    [
      'three major fouls',
      [
        event('EXCLUSIONFOR', { playerNumber: 7 }),
        event('PENALTYFOUL', { playerNumber: 7 }),
        event('EXCLUSIONFOR', { playerNumber: 7 }),
      ],
      1,
    ],
    [
      'an exclusion with substitution',
      [event('EXCLUSIONFOR', { playerNumber: 7, exclusionType: 'WITH_SUBSTITUTION' })],
      1,
    ],
    ['a violent action', [event('EXCLUSIONFOR', { playerNumber: 7, exclusionType: 'VIOLENCE' })], 1],
    ['two major fouls', [event('EXCLUSIONFOR', { playerNumber: 7 }), event('EXCLUSIONFOR', { playerNumber: 7 })], 0],
  ])('counts a player fouled out after %s', (_case, events, fouledOut) => {
    expect(player(ours(events), 7).fouledOut).toBe(fouledOut);
  });

  it('adds a player up across matches by player, whatever the cap', () => {
    const first = matchOf([shot('GOAL', { playerNumber: 5 })], [], {
      id: 1,
      matchPlayers: [matchPlayer(5, 105, { firstName: 'G', lastName: 'Kovacs' })],
    });
    const second = matchOf([shot('GOAL', { playerNumber: 11 })], [], {
      id: 2,
      matchPlayers: [matchPlayer(11, 105, { firstName: 'G', lastName: 'Kovacs' })],
    });
    const [kovacs] = computeStatistics([first, second], { teamId: US.id }).teams[0]!.players;
    expect(kovacs).toMatchObject({
      key: 'p105',
      caps: [5, 11],
      matches: 2,
      boxScore: { total: { made: 2, attempts: 2 } },
    });
  });

  it('gives minutes in the water and plus-minus from the possessions’ players in water', () => {
    const attack = possession({ timeFrom: 0, timeTo: 30, playersInWater: [1, 5, 7] });
    const defense = possession({ offense: false, timeFrom: 30, timeTo: 50, playersInWater: [1, 5] });
    const stats = ours(
      [shot('GOAL', { possessionUuid: attack.uuid }), shotAgainst('GOAL', { possessionUuid: defense.uuid })],
      [attack, defense],
      {},
      ROSTER,
    );
    expect([1, 5, 7].map((cap) => [player(stats, cap).secondsInWater, player(stats, cap).plusMinus])).toEqual([
      [50, 0],
      [50, 0],
      [30, 1],
    ]);
  });

  it('leaves minutes and plus-minus empty when nobody recorded who was in the water', () => {
    expect(player(ours([shot('GOAL', { playerNumber: 5 })]), 5)).toMatchObject({
      secondsInWater: null,
      plusMinus: null,
    });
  });
});

describe('lineups', () => {
  it('groups possessions by the unit in the water with goals for and against and man-up efficiency', () => {
    const unit = [1, 2, 3, 4, 5, 6, 7];
    const manUp = possession({ playersInWater: unit, extraPlayer: true, timeFrom: 0, timeTo: 20 });
    const defense = possession({ playersInWater: [...unit].reverse(), offense: false, timeFrom: 20, timeTo: 50 });
    const other = possession({ playersInWater: [1, 2, 3, 4, 5, 6, 8], timeFrom: 50, timeTo: 60 });
    const stats = ours(
      [shot('GOAL', { possessionUuid: manUp.uuid }), shotAgainst('GOAL', { possessionUuid: defense.uuid })],
      [manUp, defense, other],
    );
    expect(
      stats.lineups.map((lineup) => [
        lineup.caps,
        lineup.possessions,
        lineup.seconds,
        lineup.goalsFor,
        lineup.goalsAgainst,
        lineup.manUp.made,
        lineup.manUp.attempts,
      ]),
    ).toEqual([
      [unit, { offense: 1, defense: 1 }, 50, 1, 1, 1, 1],
      [[1, 2, 3, 4, 5, 6, 8], { offense: 1, defense: 0 }, 10, 0, 0, 0, 0],
    ]);
  });
});
