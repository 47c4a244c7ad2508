import { describe, expect, it } from 'vitest';
import { ESTIMATE_RATE } from '../../../../src/domain/capture';
import { paceBetween, retimeBetween } from '../../../../src/domain/capture/period/estimateClock';
import type { CaptureSession } from '../../../../src/domain/capture/script';
import type { MatchEvent } from '../../../../src/domain/model';
import { play, session } from './harness';

/**
 * 'No clock' mode: a volunteer keeps no game clock. The estimate runs at a pace through whistles, every event it times
 * is marked estimated, and each time the scorer reads the scoreboard (keypad, nudge, start) the estimated events since
 * the last reading are spread between the two readings.
 */
function run(script: string): CaptureSession {
  let now = 1_000_000;
  const s = session({ now: () => now });
  play(s, 'swimoff; #5; winner team1; save');
  for (const part of script.split(';').map((tap) => tap.trim())) {
    if (/^\+\d+(\.\d+)?$/.test(part)) now += Number(part.slice(1)) * 1000;
    else play(s, part);
  }
  return s;
}

const timesOf = (s: CaptureSession, type: MatchEvent['type']) =>
  s.store.events.filter((event) => event.type === type).map((event) => [event.time, event.timeEstimated]);

describe('the estimated clock', () => {
  it.each([
    // script, the time the state reads after it, whether it runs
    ['runs at the estimated pace once started', 'estimate; go; +100', 100 * ESTIMATE_RATE, true],
    ['does not stop at a goal', 'estimate; go; +50; #5; shoot; GOAL; save; +50', 100 * ESTIMATE_RATE, true],
    ['does not stop at an exclusion', 'estimate; go; +50; exclusion; #4; save; +50', 100 * ESTIMATE_RATE, true],
    ['does not stop at a time-out', 'estimate; go; +50; timeout; save; +50', 100 * ESTIMATE_RATE, true],
    ['stops when told', 'estimate; go; +100; stop; +100', 100 * ESTIMATE_RATE, false],
    [
      'switched on while running, runs on at the pace from there',
      'go; +20; estimate; +100',
      20 + 100 * ESTIMATE_RATE,
      true,
    ],
    [
      'switched off, stops where it reads (the scorer starts the real clock)',
      'estimate; go; +100; clock; +50',
      60,
      false,
    ],
    // The start read 0:00 elapsed: 90 read 100 s later sets the pace to 0.9.
    ['a reading sets it and it runs on from there at the pace read', 'estimate; go; +100; t 90; +10', 99, true],
    ['two readings 2 minutes apart set the pace', 'estimate; go; +120; t 96; +100', 96 + 100 * 0.8, true],
    ['a mistyped reading cannot make it run faster than a real clock', 'estimate; go; +60; t 400; +10', 410, true],
  ])('%s', (_case, script, time, running) => {
    const s = run(script);
    s.send({ type: 'stepTip', delta: 1 });
    expect(s.state.time).toBe(Math.floor(time));
    expect(s.state.clock?.runningSince != null).toBe(running);
  });

  it('marks every event it times as estimated; the game clock marks none', () => {
    const estimated = run('estimate; go; +50; #5; shoot; MISSFOR; save; +10; timeout; save');
    expect(timesOf(estimated, 'SHOOT')).toEqual([[30, true]]);
    expect(timesOf(estimated, 'TIMEOUT')).toEqual([[36, true]]);
    const read = run('go; +50; #5; shoot; MISSFOR; save');
    expect(timesOf(read, 'SHOOT')).toEqual([[50, false]]);
  });

  it('an event whose time the scorer types while it is open is read, not estimated', () => {
    const s = run('estimate; go; +50; #5; shoot; t 44; MISSFOR; save');
    expect(timesOf(s, 'SHOOT')).toEqual([[44, false]]);
  });

  it('a reading spreads the estimated events since the last one between the two readings', () => {
    // Started at 0:00 elapsed; events 60 s and 120 s later; the scoreboard reads 2:30 elapsed 180 s after the start.
    const s = run('estimate; go; +60; #5; shoot; MISSFOR; save; +60; drive; #4; save; +60; t 150');
    expect(timesOf(s, 'SHOOT')).toEqual([[50, true]]);
    expect(timesOf(s, 'DRIVE')).toEqual([[100, true]]);
  });

  it('spreads only the events since the last reading, and not those the scorer timed by hand', () => {
    const s = run(
      'estimate; go; +60; #5; shoot; MISSFOR; save; +60; t 90; +30; drive; #4; t 100; save; +30; drive; #6; save; +30; t 150',
    );
    // The shot was spread between 0 and the 90 read 120 s later. The time typed into the first drive is a reading too:
    // the last one spreads only the second drive, halfway between 100 and 150.
    expect(timesOf(s, 'SHOOT')).toEqual([[45, true]]);
    expect(timesOf(s, 'DRIVE')).toEqual([
      [100, false],
      [125, true],
    ]);
  });

  it('a start after a stop is no reading: the stopped estimate is not what the scoreboard said', () => {
    // The first start (0:00 played) and the 100 read 180 s later are the readings: the drive, 60 s in, is at 33.
    const s = run('estimate; go; +60; drive; #4; save; stop; +60; go; +60; t 100');
    expect(timesOf(s, 'DRIVE')).toEqual([[33, true]]);
  });

  it('a new quarter starts without a reading: its first reading spreads nothing of the last quarter', () => {
    const s = run('estimate; go; +60; drive; #4; save; q+; go; +60; t 40');
    expect(timesOf(s, 'DRIVE')).toEqual([[36, true]]);
    expect(s.state.lastReading).toMatchObject({ quarter: 2, time: 40 });
  });

  it('the re-timed events go out as writes of the same command, so they reach the server', () => {
    const s = run('estimate; go; +60; drive; #4; save; +60');
    const result = s.send({ type: 'setTime', seconds: 100 });
    expect(result.writes).toEqual([
      { kind: 'putEvent', event: expect.objectContaining({ type: 'DRIVE', time: 50, timeEstimated: true }) },
    ]);
  });
});

const reading = (time: number, seconds: number, quarter = 1) => ({ quarter, time, at: seconds * 1000 });
const event = (fields: Partial<MatchEvent>): MatchEvent =>
  ({
    uuid: 'e',
    match: { id: 1 },
    team: { id: 1 },
    quarter: 1,
    time: 0,
    type: 'DRIVE',
    offense: true,
    extraPlayer: false,
    needsReview: false,
    timeEstimated: true,
    recordedAt: new Date(60_000).toISOString(),
    ...fields,
  }) as MatchEvent;

describe('retimeBetween', () => {
  it.each([
    ['halfway in device time is halfway in game time', event({}), reading(0, 0), reading(100, 120), 50],
    [
      'in quarter 2, match time counts from the quarter',
      event({ quarter: 2 }),
      reading(0, 0, 2),
      reading(100, 120, 2),
      530,
    ],
    ['a read time is kept', event({ timeEstimated: false, time: 7 }), reading(0, 0), reading(100, 120), null],
    ['an event of another quarter is kept', event({ quarter: 2 }), reading(0, 0), reading(100, 120), null],
    ['an event before the span is kept', event({}), reading(0, 70), reading(100, 120), null],
    ['an event without a device instant is kept', event({ recordedAt: null }), reading(0, 0), reading(100, 120), null],
    ['readings that go back in time spread nothing', event({}), reading(100, 0), reading(50, 120), null],
    ['an unchanged time is no write', event({ time: 50 }), reading(0, 0), reading(100, 120), null],
  ])('%s', (_case, stored, from, to, time) => {
    const retimed = retimeBetween([stored], from, to, 480);
    expect(retimed.map((row) => row.time)).toEqual(time === null ? [] : [time]);
  });
});

describe('paceBetween', () => {
  it.each([
    ['game seconds per device second', reading(0, 0), reading(60, 100), 0.6],
    ['never above a real clock', reading(0, 0), reading(300, 100), 1],
    ['never below a quarter', reading(0, 0), reading(1, 100), 0.25],
    ['readings under 30 s apart tell nothing', reading(0, 0), reading(10, 20), null],
    ['readings of two quarters tell nothing', reading(0, 0), reading(60, 100, 2), null],
  ])('%s', (_case, from, to, pace) => {
    expect(paceBetween(from, to)).toBe(pace);
  });
});
