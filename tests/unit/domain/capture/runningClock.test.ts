import { describe, expect, it } from 'vitest';
import { applyCommand, type CaptureContext } from '../../../../src/domain/capture';
import { MATCH, ROSTER, play, session, stored, type SessionSetup } from './harness';
import type { CaptureSession } from '../../../../src/domain/capture/script';

const CONTEXT: CaptureContext = {
  match: MATCH,
  roster: ROSTER,
  events: [],
  possessions: [],
  tips: [],
  newUuid: () => 'uuid',
  now: () => 5_000,
};

/** A session whose device clock the test moves: `wait(seconds)` lets that much time pass. */
function timed(setup: SessionSetup = {}, isWon = true): { s: CaptureSession; wait: (seconds: number) => void } {
  let now = 1_000_000;
  const s = session({ ...setup, now: () => now });
  play(s, `swimoff; #5; winner ${isWon ? 'team1' : 'team2'}; save`);
  return { s, wait: (seconds) => (now += seconds * 1000) };
}

/** Plays `script`: taps of the harness notation, and `+N` for N seconds passing on the device. */
function run(script: string, setup: SessionSetup = {}) {
  const { s, wait } = timed(setup);
  for (const part of script.split(';').map((tap) => tap.trim())) {
    if (/^\+\d+(\.\d+)?$/.test(part)) wait(Number(part.slice(1)));
    else play(s, part);
  }
  return s;
}

describe('the running game clock', () => {
  it.each([
    ['a stopped clock does not move', '+30', 0, false],
    ['a started clock runs down with the device clock', 'go; +42', 42, true],
    ['stop keeps what it shows', 'go; +42; stop; +100', 42, false],
    ['a stop within a second keeps the scoreboard reading (7:17.4 shows 7:18)', 'go; +42.6; stop', 42, false],
    ['start again runs on from there, fractions kept', 'go; +42.6; stop; go; +1.5; stop', 44, false],
    ['the keypad sets it and it runs on', 'go; +10; t 42; +8; stop', 50, false],
    ['a nudge moves a running clock', 'go; +10; end+5; +1; stop', 16, false],
    ['a goal stops it at the goal', 'go; +30; #5; +3; shoot; GOAL; save; +20', 30, false],
    ['an exclusion stops it', 'go; +30; exclusion; #4; +2; save; +20', 30, false],
    ['a penalty foul stops it', 'go; +30; penaltyFoul; #4; save; +20', 30, false],
    ['a time-out stops it', 'go; +30; timeout; save; +20', 30, false],
    ['a missed shot does not', 'go; +30; #5; shoot; MISSFOR; save; +20', 50, true],
    ['a turnover does not', 'go; +30; turnover; #4; BAD_PASS; save; +20', 50, true],
    ['a drive does not', 'go; +30; drive; #4; save; +20', 50, true],
  ])('%s', (_, script, time, isRunning) => {
    const s = run(script);
    s.send({ type: 'stepTip', delta: 1 });
    expect(s.state.time).toBe(time);
    expect(s.state.clock?.runningSince != null).toBe(isRunning);
  });

  it('an event opened while the clock runs takes its time at that tap, however long the scorer takes', () => {
    const s = run('go; +100; #5; +6; shoot; MISSFOR; save');
    // The shot, and the possession it starts, at the tap on the player.
    expect(s.store.events.slice(-2).map((event) => [event.type, event.time])).toEqual([
      ['SHOOT', 100],
      ['OFFENSE_START', 100],
    ]);
  });

  it('the keypad while an event is open moves the event with it', () => {
    const s = run('go; +100; #5; +2; shoot; t 95; GOAL; save');
    expect(s.store.events.at(-2)).toMatchObject({ type: 'SHOOT', time: 95 });
    expect(s.state.time).toBe(95);
  });

  it('the possession a goal starts begins at the goal, and the clock restarts from there', () => {
    const s = run('go; +60; #5; +3; shoot; GOAL; save; +30; go; +10');
    expect(s.store.possessions.at(-1)).toMatchObject({ timeFrom: 60 });
    s.send({ type: 'stopClock' });
    expect(s.state.time).toBe(70);
  });

  it('0:00 ends the quarter: the clock stays there and does not start again', () => {
    const s = run('go; +500');
    expect(s.send({ type: 'stepTip', delta: 1 }).state.time).toBe(480);
    play(s, 'stop; go');
    expect(s.state.clock?.runningSince).toBeNull();
  });

  it('the next quarter starts stopped at its full length', () => {
    const s = run('go; +200; q+');
    expect(s.state).toMatchObject({ quarter: 2, time: 0, clock: { left: 480, runningSince: null } });
  });

  it('undo while the clock runs leaves it running; undo of a goal puts the stopped clock back at the goal', () => {
    const running = run('go; +30; drive; #4; save; +5; undo; +5');
    running.send({ type: 'stopClock' });
    expect(running.state.time).toBe(40);
    const stopped = run('go; +30; #5; shoot; GOAL; save; +20; undo');
    expect(stored(stopped)).not.toContainEqual(expect.stringContaining('GOAL'));
    expect(stopped.state).toMatchObject({ time: 30, clock: { runningSince: null } });
  });

  it('a state saved before the clock existed reads as a stopped clock at its time', () => {
    const { clock: _clock, ...old } = session().state;
    const result = applyCommand({ ...old, time: 100 }, { type: 'startClock' }, CONTEXT);
    expect(result.state.clock).toEqual({ left: 380, runningSince: 5_000 });
  });
});
