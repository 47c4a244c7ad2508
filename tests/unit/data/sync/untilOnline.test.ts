import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilOnline } from '../../../../src/data/sync/untilOnline';

let isOnline = true;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => isOnline);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** When the wait ended, in fake milliseconds after it began, with the network coming back at `backAt` (or never). */
async function waitEndsAt(backAt: number | null, graceMs = 1_000): Promise<number> {
  isOnline = backAt === 0;
  const startedAt = Date.now();
  let endedAt: number | null = null;
  void untilOnline(graceMs).then(() => (endedAt = Date.now() - startedAt));
  if (backAt !== null && backAt > 0) setTimeout(() => (isOnline = true), backAt);
  await vi.advanceTimersByTimeAsync(0);
  while (endedAt === null) await vi.advanceTimersByTimeAsync(1);
  return endedAt;
}

describe('waiting for this context to see the network', () => {
  it.each<[string, number | null, [number, number]]>([
    ['online already: no wait', 0, [0, 0]],
    ['the flag follows the page a moment later: the wait ends with it', 120, [120, 130]],
    ['still offline after the grace: the flush goes on and finds it offline', null, [1_000, 1_010]],
  ])('%s', async (_, backAt, [earliest, latest]) => {
    const endedAt = await waitEndsAt(backAt);

    expect(endedAt).toBeGreaterThanOrEqual(earliest);
    expect(endedAt).toBeLessThanOrEqual(latest);
  });
});
