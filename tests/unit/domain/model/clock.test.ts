import { describe, expect, it } from 'vitest';
import { formatClock } from '../../../../src/domain/model';

describe('one clock for every time on screen', () => {
  it.each<[number | null, string, string, string]>([
    // seconds, a running clock (floored), a duration (nearest), a video position (tenths, hours)
    [0, '0:00', '0:00', '0:00'],
    [59.4, '0:59', '0:59', '0:59.4'],
    [59.5, '0:59', '1:00', '0:59.5'],
    [59.99, '0:59', '1:00', '1:00'],
    [60, '1:00', '1:00', '1:00'],
    [61, '1:01', '1:01', '1:01'],
    [599, '9:59', '9:59', '9:59'],
    [3599, '59:59', '59:59', '59:59'],
    [3600, '60:00', '60:00', '1:00:00'],
    [3725.25, '62:05', '62:05', '1:02:05.3'],
    [-3, '0:00', '0:00', '0:00'],
    [Number.NaN, '0:00', '0:00', '0:00'],
    [null, '–', '–', '–'],
  ])('%s s reads %s running, %s as a duration and %s as a video position', (seconds, running, duration, video) => {
    expect(formatClock(seconds)).toBe(running);
    expect(formatClock(seconds, 'duration')).toBe(duration);
    expect(formatClock(seconds, 'videoPosition')).toBe(video);
  });
});
