import { describe, expect, it } from 'vitest';
import { canSave } from '../../../../src/domain/capture';
import { afterSwimoff, play, possessions, stored } from './harness';

/**
 * One of their caps tapped first names what their player did, whichever side has the ball: the same taps on offense
 * and on defence store the same type. Our cap first (or the type first) still reads from the ball's side.
 */
describe('their player first', () => {
  it.each([
    // choice, the taps that complete it, what is stored last
    ['exclusion', '', 'EXCLUSIONAGAINST vs #9 NORMAL'],
    ['shoot', 'MISSFOR', 'SHOOTAGAINST #1 vs #9 MISSFOR'],
    ['turnover', 'BAD_PASS', 'BALLGAINED vs #9 BAD_PASS'],
    ['penaltyFoul', '', 'PENALTYFOULAGAINST vs #9'],
    ['swimoff', '', 'SWIMOFFAGAINST vs #9'],
  ] as const)('vs #9 → %s stores the same on offense and on defence', (choice, more, expected) => {
    for (const isOffense of [true, false]) {
      const s = afterSwimoff(isOffense);
      play(s, `t 40; vs #9; ${choice}; ${more}`);
      expect(canSave(s.state), `${choice} on ${isOffense ? 'offense' : 'defence'}`).toBe(true);
      play(s, 'save');
      const last = stored(s)
        .filter((event) => !/_START/.test(event))
        .at(-1);
      expect(last, `${choice} on ${isOffense ? 'offense' : 'defence'}`).toBe(expected);
    }
  });

  it.each([
    ['exclusion', 'EXCLUSIONAGAINST', 'EXCLUSIONFOR'],
    ['turnover', 'BALLLOST', 'BALLGAINED'],
    ['penaltyFoul', 'PENALTYFOULAGAINST', 'PENALTYFOUL'],
    ['shoot', 'SHOOT', 'SHOOTAGAINST'],
  ] as const)(
    'our cap first, %s still reads from the ball: %s on offense, %s on defence',
    (choice, offense, defence) => {
      for (const [isOffense, type] of [
        [true, offense],
        [false, defence],
      ] as const) {
        const s = afterSwimoff(isOffense);
        play(s, `t 40; #4; ${choice}`);
        expect(s.state.current?.type).toBe(type);
      }
    },
  );

  it('their excluded player on our defence gives us the ball man-up', () => {
    const s = afterSwimoff(false);
    play(s, 't 40; vs #9; exclusion; save');
    expect(possessions(s).at(-1)).toBe('O+X 40-');
    expect(s.state.playersInWater).toHaveLength(7);
  });

  it('their fouler alone saves the penalty foul and opens our penalty shot with no shooter yet', () => {
    const s = afterSwimoff(true);
    play(s, 't 40; vs #9; penaltyFoul; save');
    expect(s.state.current).toMatchObject({ type: 'SHOOT', shootSituation: 'PENALTY', shootFromPoolY: 500 });
    expect(s.state.current?.playerNumber).toBeUndefined();
    expect(canSave(s.state)).toBe(false);
  });

  it('a time-out after their cap is ours as before, and a second cap keeps the ball side reading', () => {
    const s = afterSwimoff(true);
    play(s, 't 40; vs #9; timeout');
    expect(s.state.current?.type).toBe('TIMEOUT');
    play(s, 'cancel; vs #9; #4; exclusion');
    expect(s.state.current).toMatchObject({ type: 'EXCLUSIONAGAINST', playerNumber: 4, opponentPlayerNumber: 9 });
  });

  it('a penalty foul names a player of one team at least', () => {
    const s = afterSwimoff(true);
    play(s, 't 40; penaltyFoul');
    expect(canSave(s.state)).toBe(false);
  });
});

describe('the ball follows the event', () => {
  it.each([
    // the screen's ball side, the taps, the possessions after the swim-off's, the events after it
    [
      'offense',
      true,
      'vs #10; shoot; GOAL; save',
      ['O 0-40', 'D 40-40', 'O 40-'],
      ['DEFENSE_START', 'SHOOTAGAINST #1 vs #10 GOAL', 'OFFENSE_START'],
    ],
    [
      'offense',
      true,
      'vs #8; turnover; BAD_PASS; save',
      ['O 0-40', 'D 40-40', 'O 40-'],
      ['DEFENSE_START', 'BALLGAINED vs #8 BAD_PASS', 'OFFENSE_START'],
    ],
    ['defence', false, 'vs #4; penaltyFoul; save', ['D 0-40', 'O 40-'], ['OFFENSE_START', 'PENALTYFOULAGAINST vs #4']],
  ] as const)(
    'their event contradicting the ball (screen on %s) first gives the ball to its side, storing no turnover',
    (_, isOffense, taps, expectedPossessions, expectedEvents) => {
      const s = afterSwimoff(isOffense);
      const before = stored(s).length;
      play(s, `t 40; ${taps}`);
      expect(possessions(s).slice(-expectedPossessions.length)).toEqual(expectedPossessions);
      expect(stored(s).slice(before)).toEqual(expectedEvents);
    },
  );

  it('Undo takes back the whole save: the shot and the possession it gave the ball to', () => {
    const s = afterSwimoff(true);
    const before = { events: stored(s), possessions: possessions(s) };
    play(s, 't 40; vs #10; shoot; GOAL; save; undo');
    expect({ events: stored(s), possessions: possessions(s) }).toEqual(before);
    expect(s.state.offense).toBe(true);
  });

  it('an event agreeing with the ball opens no possession before it', () => {
    const s = afterSwimoff(false);
    play(s, 't 40; vs #10; shoot; MISSFOR; save');
    expect(possessions(s)).toEqual(['D 0-40', 'O 40-']);
  });

  it('in the shootout, which alternates by itself, their shot out of turn moves no ball', () => {
    const s = afterSwimoff(true);
    play(s, 'q+; q+; q+; q+; shootout team1; vs #3; shoot; GOAL; save');
    expect(possessions(s)).toEqual(['O 0-480', 'O 1920-1920', 'D 1920-']);
  });
});
