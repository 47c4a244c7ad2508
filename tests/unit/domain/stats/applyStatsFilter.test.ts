import { describe, expect, it } from 'vitest';
import { applyStatsFilter, type StatsFilter } from '../../../../src/domain/stats';
import { event, matchOf, matchPlayer, possession, shot, THEM, US } from './statsBuilders';

const manUpPossession = possession({ quarter: 2, extraPlayer: true, playersInWater: [5, 7] });
const evenPossession = possession({ quarter: 1, playersInWater: [7, 9] });
const events = [
  shot('GOAL', { quarter: 1, playerNumber: 5, shootSituation: 'CENTER' }),
  shot('MISSFOR', { quarter: 2, playerNumber: 7, extraPlayer: true }),
  event('EXCLUSIONFOR', { quarter: 2, playerNumber: 9, extraPlayer: true }),
  event('TIMEOUT', { quarter: 4 }),
];
const season2024 = matchOf(events, [manUpPossession, evenPossession], {
  id: 1,
  league: { id: 10, season: '2024' },
  matchPlayers: [matchPlayer(5, 105, { firstName: 'G', lastName: 'Kovacs' })],
});
const season2025 = matchOf([shot('GOAL')], [], { id: 2, league: { id: 11, season: '2025' } });

const kept = (filter: StatsFilter) =>
  applyStatsFilter([season2024, season2025], { teamId: US.id, ...filter }).map((view) => [
    view.matchId,
    view.events.map((item) => `${item.type}:q${item.quarter}`),
    view.possessions.length,
  ]);

describe('applyStatsFilter', () => {
  it.each<[string, StatsFilter, unknown]>([
    [
      'nothing but the team keeps everything of our sides',
      {},
      [
        [1, ['SHOOT:q1', 'SHOOT:q2', 'EXCLUSIONFOR:q2', 'TIMEOUT:q4'], 2],
        [2, ['SHOOT:q1'], 0],
      ],
    ],
    ['a league keeps its matches', { leagueIds: [11] }, [[2, ['SHOOT:q1'], 0]]],
    [
      'a season keeps its matches',
      { seasons: ['2024'] },
      [[1, ['SHOOT:q1', 'SHOOT:q2', 'EXCLUSIONFOR:q2', 'TIMEOUT:q4'], 2]],
    ],
    ['matches keep those matches', { matchIds: [2] }, [[2, ['SHOOT:q1'], 0]]],
    [
      'an opponent keeps the matches against it',
      { opponentIds: [THEM.id] },
      [
        [1, ['SHOOT:q1', 'SHOOT:q2', 'EXCLUSIONFOR:q2', 'TIMEOUT:q4'], 2],
        [2, ['SHOOT:q1'], 0],
      ],
    ],
    ['an unknown opponent keeps nothing', { opponentIds: [99] }, []],
    [
      'a quarter keeps its events and possessions',
      { quarters: [2], matchIds: [1] },
      [[1, ['SHOOT:q2', 'EXCLUSIONFOR:q2'], 1]],
    ],
    ['man-up keeps our extra-player attack', { manUp: 'MAN_UP', matchIds: [1] }, [[1, ['SHOOT:q2'], 1]]],
    [
      'man-down keeps the opponent’s extra-player attack',
      { manUp: 'MAN_DOWN', matchIds: [1] },
      [[1, ['EXCLUSIONFOR:q2'], 0]],
    ],
    ['even keeps the rest', { manUp: 'EVEN', matchIds: [1] }, [[1, ['SHOOT:q1', 'TIMEOUT:q4'], 1]]],
    [
      'a situation keeps only shots of it and the other events',
      { situations: ['CENTER'], matchIds: [1] },
      [[1, ['SHOOT:q1', 'EXCLUSIONFOR:q2', 'TIMEOUT:q4'], 2]],
    ],
    [
      'a player cuts nothing: the figures narrow to the player without losing the others’ events',
      { players: ['p105'], matchIds: [1] },
      [[1, ['SHOOT:q1', 'SHOOT:q2', 'EXCLUSIONFOR:q2', 'TIMEOUT:q4'], 2]],
    ],
  ])('%s', (_case, filter, expected) => {
    expect(kept(filter)).toEqual(expected);
  });

  it('keeps both teams of each match when no team is chosen', () => {
    expect(applyStatsFilter([season2025], {}).map((view) => [view.team.id, view.isMirrored])).toEqual([
      [US.id, false],
      [THEM.id, true],
    ]);
  });
});
