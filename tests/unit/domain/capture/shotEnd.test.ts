import { describe, expect, it } from 'vitest';
import { isShotKept, shotEndOf, shotFieldsOf, type ShotEnd } from '../../../../src/domain/capture';
import { afterSwimoff, play } from './harness';

describe('a shot as a scorer sees it', () => {
  it.each([
    // type, end, kept → stored outcome, result, ball ours after
    ['SHOOT', 'GOAL', false, 'GOAL', null, undefined],
    ['SHOOT', 'SAVED', false, 'MISSAGAINST', 'SAVED', false],
    ['SHOOT', 'SAVED', true, 'MISSFOR', 'SAVED', true],
    ['SHOOT', 'MISSED', false, 'MISSAGAINST', 'MISSED', false],
    ['SHOOT', 'POST', true, 'MISSFOR', 'POST', true],
    ['SHOOT', 'BLOCKED', false, 'BLOCKAGAINST', null, false],
    ['SHOOT', 'BLOCKED', true, 'BLOCKFOR', null, true],
    ['SHOOTAGAINST', 'SAVED', false, 'MISSFOR', 'SAVED', true],
    ['SHOOTAGAINST', 'SAVED', true, 'MISSAGAINST', 'SAVED', false],
    ['SHOOTAGAINST', 'BLOCKED', false, 'BLOCKFOR', null, true],
    ['SHOOTAGAINST', 'GOAL', false, 'GOAL', null, undefined],
  ] as const)('%s ended %s, kept by the shooters: %s → %s %s', (type, end, isKept, outcome, result, isBallOurs) => {
    const fields = shotFieldsOf({ type }, end as ShotEnd, isKept);
    expect(fields).toEqual({
      shootOutcome: outcome,
      shootResult: result,
      ...(isBallOurs === undefined ? {} : { isAttackingAfterShoot: isBallOurs }),
    });
    expect(shotEndOf({ type, ...fields })).toBe(end);
    if (end !== 'GOAL') expect(isShotKept({ type, ...fields })).toBe(isKept);
  });

  it.each([
    ['a miss recorded before results existed reads as missed', { shootOutcome: 'MISSFOR' }, 'MISSED'],
    ['no outcome yet', {}, null],
  ] as const)('%s', (_, shot, end) => {
    expect(shotEndOf({ type: 'SHOOT', ...shot })).toBe(end);
  });

  it('by default the defence gets the ball; a choice made before the end waits for it', () => {
    expect(isShotKept({ type: 'SHOOT' })).toBe(false);
    expect(isShotKept({ type: 'SHOOTAGAINST' })).toBe(false);
    expect(isShotKept({ type: 'SHOOT', isAttackingAfterShoot: true })).toBe(true);
    expect(isShotKept({ type: 'SHOOTAGAINST', isAttackingAfterShoot: false })).toBe(true);
  });
});

describe('shot ends on the capture screen', () => {
  it('saved, then kept: a corner keeps the possession and the save is recorded', () => {
    const s = afterSwimoff(true);
    play(s, 't 20; shoot; #7');
    s.send({ type: 'chooseShotEnd', end: 'SAVED' });
    expect(s.state.current).toMatchObject({ shootOutcome: 'MISSAGAINST', shootResult: 'SAVED' });
    s.send({ type: 'chooseShotKept', isKept: true });
    expect(s.state.current).toMatchObject({ shootOutcome: 'MISSFOR', shootResult: 'SAVED' });
    play(s, 'save');
    expect(s.store.events.find((event) => event.type === 'SHOOT')).toMatchObject({
      shootOutcome: 'MISSFOR',
      shootResult: 'SAVED',
      isAttackingAfterShoot: true,
    });
    expect(s.state.offense).toBe(true);
  });

  it('kept chosen first, then the end: the end takes it', () => {
    const s = afterSwimoff(false);
    play(s, 't 20; shoot; #1');
    s.send({ type: 'chooseShotKept', isKept: true });
    s.send({ type: 'chooseShotEnd', end: 'POST' });
    expect(s.state.current).toMatchObject({ shootOutcome: 'MISSAGAINST', shootResult: 'POST' });
    play(s, 'save');
    expect(s.state.offense).toBe(false);
  });

  it('a goal keeps no result, and the old outcome buttons clear one', () => {
    const s = afterSwimoff(true);
    play(s, 't 20; shoot; #7');
    s.send({ type: 'chooseShotEnd', end: 'SAVED' });
    play(s, 'GOAL');
    expect(s.state.current).toMatchObject({ shootOutcome: 'GOAL', shootResult: null });
    s.send({ type: 'chooseShotEnd', end: 'MISSED' });
    play(s, 'BLOCKFOR');
    expect(s.state.current).toMatchObject({ shootOutcome: 'BLOCKFOR', shootResult: null });
  });
});
