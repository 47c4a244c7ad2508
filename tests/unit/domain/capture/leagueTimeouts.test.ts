import { describe, expect, it } from 'vitest';
import { WARNINGS } from '../../../../src/domain/capture';
import { leagueRulesOf } from '../../../../src/domain/model';
import { play, session } from './harness';

const timeouts = (s: ReturnType<typeof session>) => s.store.events.filter((event) => event.type === 'TIMEOUT').length;

describe("a team's time-outs follow its league's time-outs per match", () => {
  it.each([
    ['the World Aquatics rules (no league): 2', undefined, 2],
    ['a league of 1', 1, 1],
    ['a league of 3', 3, 3],
  ])('%s: that many are saved, the next one is refused with a warning', (_, timeoutsPerMatch, max) => {
    const s = session(timeoutsPerMatch === undefined ? {} : { rules: leagueRulesOf({ timeoutsPerMatch }) });
    for (let called = 0; called < max; called++) {
      expect(play(s, `t ${60 * (called + 1)}; timeout`).state.warning).toBeNull();
      play(s, 'save');
    }
    expect(timeouts(s)).toBe(max);
    expect(play(s, 't 400; timeout').state.warning).toEqual(WARNINGS.noTimeoutsLeft(max));
    expect(s.send({ type: 'save' }).error).toBe('cannotSaveYet');
    expect(timeouts(s)).toBe(max);
  });

  it('Cancel leaves the refused time-out, and the warning goes with it', () => {
    const s = session({ rules: leagueRulesOf({ timeoutsPerMatch: 1 }) });
    play(s, 't 60; timeout; save; t 90; timeout');
    expect(s.state.warning).toEqual(WARNINGS.noTimeoutsLeft(1));
    expect(play(s, 'cancel').state.warning).toBeNull();
  });

  it('their time-outs (a scorer keeping both teams) count against theirs, not ours', () => {
    const s = session({ rules: leagueRulesOf({ timeoutsPerMatch: 1 }) });
    play(s, 't 60; timeout; save');
    expect(play(s, 't 90; timeout; type TIMEOUTAGAINST').state.warning).toBeNull();
    play(s, 'save; t 120; timeout; type TIMEOUTAGAINST');
    expect(s.state.warning).toEqual(WARNINGS.noTimeoutsLeft(1));
    expect(play(s, 'type TIMEOUT').state.warning).toEqual(WARNINGS.noTimeoutsLeft(1));
    expect(s.store.events.map((event) => event.type).filter((type) => type.startsWith('TIMEOUT'))).toEqual([
      'TIMEOUT',
      'TIMEOUTAGAINST',
    ]);
  });

  it('Undo of a time-out gives it back', () => {
    const s = session({ rules: leagueRulesOf({ timeoutsPerMatch: 1 }) });
    play(s, 't 60; timeout; save; undo; t 90; timeout');
    expect(s.state.warning).toBeNull();
    play(s, 'save');
    expect(timeouts(s)).toBe(1);
  });
});
