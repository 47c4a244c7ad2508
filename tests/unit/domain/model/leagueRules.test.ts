import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { leagueRulesOf, LeagueSchema, type LeagueRules } from '../../../../src/domain/model';

const WORLD_AQUATICS: LeagueRules = {
  quarterLength: 480,
  exclusionTime: 20,
  possessionClock: 30,
  resetClock: 20,
  poolLength: 30,
  timeoutsPerMatch: 2,
};

describe('the rules a league plays by', () => {
  it.each<[string, Parameters<typeof leagueRulesOf>[0], Partial<LeagueRules>]>([
    ['a match without a league plays by the World Aquatics rules', null, {}],
    ['a league that chose nothing plays by them too', { name: 'OB I' }, {}],
    [
      'null fields are the defaults',
      { quarterLength: null, exclusionTime: null, possessionClock: null, poolLength: null, timeoutsPerMatch: null },
      {},
    ],
    ['a seven-minute quarter', { quarterLength: 420 }, { quarterLength: 420 }],
    ['the newest rules exclude for 18 s', { exclusionTime: 18 }, { exclusionTime: 18 }],
    ['a 28 s possession clock resets to 18 s', { possessionClock: 28 }, { possessionClock: 28, resetClock: 18 }],
    ['a 30 s possession clock resets to 20 s', { possessionClock: 30 }, { possessionClock: 30, resetClock: 20 }],
    ['a short-course pool', { poolLength: 25 }, { poolLength: 25 }],
    ['one time-out a match', { timeoutsPerMatch: 1 }, { timeoutsPerMatch: 1 }],
    ['four time-outs a match', { timeoutsPerMatch: 4 }, { timeoutsPerMatch: 4 }],
    ['a value no rule allows is the default', { exclusionTime: 19, possessionClock: 35, poolLength: 50 }, {}],
    ['a quarter of no length is the default', { quarterLength: 0 }, {}],
  ])('%s', (_case, league, changed) => {
    expect(leagueRulesOf(league)).toEqual({ ...WORLD_AQUATICS, ...changed });
  });
});

describe('a league body', () => {
  const issues = (body: object) =>
    v.safeParse(LeagueSchema, { name: 'OB I', ...body }).issues?.map((issue) => issue.message) ?? [];

  it.each<[object, string[]]>([
    [{ exclusionTime: 18, possessionClock: 28, poolLength: 25, timeoutsPerMatch: 3 }, []],
    [{ exclusionTime: null, possessionClock: undefined }, []],
    [{ exclusionTime: 19 }, ['must be 18 or 20 seconds']],
    [{ possessionClock: 20 }, ['must be 28 or 30 seconds']],
    [{ poolLength: 50 }, ['must be 25 or 30 metres']],
    [{ timeoutsPerMatch: 5 }, ['must be 1, 2, 3 or 4']],
    [{ timeoutsPerMatch: '2' }, ['must be 1, 2, 3 or 4']],
  ])('%j gives %j', (body, messages) => {
    expect(issues(body)).toEqual(messages);
  });
});
