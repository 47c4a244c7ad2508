import { describe, expect, it } from 'vitest';
import { classifyOutboxFailure, nextAttemptDelayMs } from '../../../../src/data/outbox/classifyOutboxFailure';

describe('what a failed delivery means', () => {
  it.each([
    [null, false, 'offline', 'no answer while the device is offline is not counted'],
    [null, true, 'transient', 'no answer while online (a timeout, a cut connection) is retried'],
    [401, true, 'unauthorized', 'an expired session pauses the queue'],
    [403, true, 'unauthorized', 'a missing right pauses the queue'],
    [408, true, 'transient', 'a server timeout is retried'],
    [429, true, 'transient', 'rate limiting is retried'],
    [500, true, 'transient', 'a server error is retried'],
    [503, true, 'transient', 'an unavailable server is retried'],
    [400, true, 'rejected', 'a refused payload counts towards parking'],
    [404, true, 'rejected', 'a vanished entity counts towards parking'],
    [409, true, 'rejected', 'a conflict counts towards parking'],
  ] as const)('%s (online: %s) is %s: %s', (status, isOnline, expected, _why) => {
    expect(classifyOutboxFailure(status, isOnline)).toBe(expected);
  });

  it.each([
    [1, 2_000],
    [2, 5_000],
    [3, 10_000],
    [4, 20_000],
    [5, 30_000],
    [12, 30_000],
  ])('after %i failures the next try waits %i ms', (failures, delay) => {
    expect(nextAttemptDelayMs(failures)).toBe(delay);
  });
});
