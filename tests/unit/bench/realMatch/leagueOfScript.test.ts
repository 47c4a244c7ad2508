import { describe, expect, it } from 'vitest';
import type { ScriptLine } from '../../../../src/domain/capture/script';
import { leagueOfScript } from '../../../bench/realMatch/leagueOfScript';
import { loadRealMatchScript } from '../../../bench/realMatch/loadRealMatchScript';
import type { RealMatchName } from '../../domain/playbyplay/loadRealMatch';

const timeout = (side: 'team1' | 'team2'): ScriptLine =>
  ({ lineNumber: 1, quarter: 1, time: 0, side, action: { verb: 'timeout' } }) as ScriptLine;
const times = (count: number, side: 'team1' | 'team2') => Array.from({ length: count }, () => timeout(side));

describe('the league a real match is played in allows the time-outs its teams called', () => {
  it.each<[RealMatchName, number]>([
    // Teams could call 4 under the 2017 rules: Brazil did, and Spain against the USA.
    ['2017-wch-m-bra-kaz', 4],
    ['2017-wch-w-usa-esp', 4],
    ['2025-asch-m-tha-hkg', 2],
  ])('%s: %i', (name, timeoutsPerMatch) => {
    expect(leagueOfScript(loadRealMatchScript(name).script)).toEqual({ timeoutsPerMatch });
  });

  it.each([
    ['none called: the World Aquatics rules’ 2', [], 2],
    ['3 by one team, 1 by the other: 3', [...times(3, 'team1'), ...times(1, 'team2')], 3],
    ['5 by one team: a league allows at most 4', times(5, 'team2'), 4],
  ])('%s', (_, lines, timeoutsPerMatch) => {
    expect(leagueOfScript({ lines })).toEqual({ timeoutsPerMatch });
  });
});
