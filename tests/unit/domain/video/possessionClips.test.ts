import { describe, expect, it } from 'vitest';
import { computeStatistics, POSSESSION_OUTCOMES, type StatsFilter } from '../../../../src/domain/stats';
import { possessionClips } from '../../../../src/domain/video/possessionClips';
import { event, matchOf, matchPlayer, possession, shot, shotAgainst, THEM } from '../stats/statsBuilders';

// Our log: an attack ending in a goal, one ending in a bad pass, a defence ending in their goal, a man-up attack in
// Q2 with a saved shot; who was in the water on each. Their side is only mirrored from ours.
const goalAttack = possession({ quarter: 1, playersInWater: [1, 5, 7] });
const lostAttack = possession({ quarter: 1, timeFrom: 60, timeTo: 80, playersInWater: [1, 5, 7] });
const defence = possession({ quarter: 1, offense: false, timeFrom: 30, timeTo: 60, playersInWater: [1, 5, 9] });
const manUpAttack = possession({ quarter: 2, extraPlayer: true, timeFrom: 500, timeTo: 520, playersInWater: [1, 7] });
const start = event('OFFENSE_START', { possessionUuid: goalAttack.uuid });
const timeout = event('TIMEOUT', { possessionUuid: goalAttack.uuid });
const goal = shot('GOAL', { possessionUuid: goalAttack.uuid, playerNumber: 7 });
const badPass = event('BALLLOST', { possessionUuid: lostAttack.uuid, turnOverType: 'BAD_PASS', playerNumber: 5 });
const goalAgainst = shotAgainst('GOAL', { possessionUuid: defence.uuid, playerNumber: 1 });
const saved = shot('MISSAGAINST', {
  possessionUuid: manUpAttack.uuid,
  quarter: 2,
  extraPlayer: true,
  shootResult: 'SAVED',
  playerNumber: 7,
});
const match = matchOf(
  [start, timeout, goal, badPass, goalAgainst, saved],
  [goalAttack, lostAttack, defence, manUpAttack],
  { matchPlayers: [matchPlayer(7, 707, { firstName: 'Gergely', lastName: 'Kovacs' })] },
);

const behind = (filter: StatsFilter) =>
  possessionClips([match], filter).map(({ side, quarter, outcome, lineup, events }) => ({
    side,
    quarter,
    outcome,
    lineup,
    events,
  }));

describe('the events behind the possession and lineup figures', () => {
  it.each<[string, StatsFilter, ReturnType<typeof behind>]>([
    [
      'each possession with its outcome, its lineup as lineups key it, and its tagged events',
      {},
      [
        {
          side: 'offense',
          quarter: 1,
          outcome: 'goal',
          lineup: 'c1 c5 p707',
          events: [timeout.uuid, goal.uuid],
        },
        { side: 'offense', quarter: 1, outcome: 'badPass', lineup: 'c1 c5 p707', events: [badPass.uuid] },
        { side: 'defense', quarter: 1, outcome: 'goal', lineup: 'c1 c5 c9', events: [goalAgainst.uuid] },
        { side: 'offense', quarter: 2, outcome: 'shotMissed', lineup: 'c1 p707', events: [saved.uuid] },
      ],
    ],
    [
      'a quarter keeps that quarter’s possessions',
      { quarters: [2] },
      [{ side: 'offense', quarter: 2, outcome: 'shotMissed', lineup: 'c1 p707', events: [saved.uuid] }],
    ],
    [
      'chosen players keep the possessions they were in the water for, with everyone’s events',
      { players: ['c9'] },
      [{ side: 'defense', quarter: 1, outcome: 'goal', lineup: 'c1 c5 c9', events: [goalAgainst.uuid] }],
    ],
    ['the opponent’s side, mirrored from ours, has no events of its own', { teamId: THEM.id }, []],
  ])('%s', (_name, filter, expected) => {
    expect(behind(filter)).toEqual(expected);
  });

  it('a possession without who was in the water is in no lineup', () => {
    const unknown = possession({ playersInWater: null });
    const [clips] = possessionClips([matchOf([shot('GOAL', { possessionUuid: unknown.uuid })], [unknown])], {});
    expect(clips?.lineup).toBeNull();
  });

  it('picks as many possessions as each figure counts', () => {
    const [us] = computeStatistics([match]).teams;
    const clips = possessionClips([match], {});
    for (const side of ['offense', 'defense'] as const)
      for (const outcome of POSSESSION_OUTCOMES)
        expect(clips.filter((clip) => clip.side === side && clip.outcome === outcome)).toHaveLength(
          us!.possessions[side].outcomes[outcome],
        );
    for (const unit of us!.lineups)
      expect(clips.filter((clip) => clip.lineup === unit.players.join(' '))).toHaveLength(
        unit.possessions.offense + unit.possessions.defense,
      );
  });
});
