import { describe, expect, it } from 'vitest';
import type { ScriptLine } from '../../../../src/domain/capture/script';
import { storedTimesWithin, type StoredEvent } from '../../../bench/realMatch/storedTimesWithin';
import { tapFigures } from '../../../bench/realMatch/tapFigures';

describe('tapFigures', () => {
  it.each([
    [[3], { count: 1, mean: 3, median: 3, p90: 3, max: 3 }],
    [[2, 4], { count: 2, mean: 3, median: 3, p90: 4, max: 4 }],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { count: 10, mean: 5.5, median: 5.5, p90: 9, max: 10 }],
    [[7, 3, 3, 2, 3], { count: 5, mean: 3.6, median: 3, p90: 7, max: 7 }],
  ])('%j taps per line: %j', (taps, figures) => {
    expect(tapFigures(taps)).toEqual(figures);
  });
});

describe('storedTimesWithin', () => {
  const line = (lineNumber: number, quarter: number, time: number, action: ScriptLine['action']) => ({
    lineNumber,
    quarter,
    time,
    action,
  });
  const shot: ScriptLine['action'] = { verb: 'shoot', shooter: 5, outcome: 'GOAL', isKept: false, assists: [] };
  const event = (type: StoredEvent['type'], quarter: number, time: number): StoredEvent => ({ type, quarter, time });

  it('takes for each line the next stored event of its kind, possession starts and substitutions between', () => {
    const result = storedTimesWithin(
      [line(4, 1, 0, { verb: 'swim', winner: 4 }), line(5, 1, 29, shot), line(6, 2, 42, shot)],
      [
        event('SWIMOFF', 1, 0),
        event('OFFENSE_START', 1, 0),
        event('PLAYER_IN', 1, 20),
        event('SHOOT', 1, 31),
        event('SHOOTAGAINST', 2, 480 + 45),
      ],
      480,
    );
    expect(result).toEqual({
      within: 2,
      total: 3,
      off: ['line 6 shoot: stored Q2 45 s, printed Q2 42 s'],
      missing: [],
    });
  });

  it('a line without its event is missing, and a pair exclusion takes both of its events', () => {
    const pair = { verb: 'exclusion', excluded: 3, drawnBy: 8, exclusionType: 'PAIR' } as const;
    const single = { verb: 'exclusion', excluded: 4, exclusionType: 'NORMAL' } as const;
    const result = storedTimesWithin(
      [line(36, 3, 247, pair), line(40, 3, 300, single), line(41, 3, 310, { verb: 'timeout' })],
      [
        event('EXCLUSIONFOR', 3, 960 + 247),
        event('EXCLUSIONAGAINST', 3, 960 + 247),
        event('EXCLUSIONFOR', 3, 960 + 301),
      ],
      480,
    );
    expect(result).toEqual({ within: 2, total: 3, off: [], missing: ['line 41 timeout'] });
  });
});
