import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../src/data/api/createApiClient';
import { reportClockChange } from '../../../../src/data/live/reportClock';
import type { CaptureState } from '../../../../src/domain/capture';

const NOW = Date.parse('2026-11-29T10:00:00Z');

/** A capture state with only what the report reads: the quarter and the game clock. */
const state = (quarter: number, left: number, runningSince: number | null, rate?: number) =>
  ({ quarter, clock: { left, runningSince, ...(rate ? { rate } : {}) } }) as unknown as CaptureState;

function fakeServer() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const client = createApiClient({
    getToken: () => 'tok',
    onUnauthorized: () => {},
    baseURL: 'http://poolside.test/api',
    fetch: async (input, init) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: 204 });
    },
  });
  return { client, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('reporting the game clock for spectators', () => {
  it('sends a start once it settles, with the seconds left when sent and the pace', async () => {
    const { client, sent } = fakeServer();
    reportClockChange(7, state(2, 300, null), state(2, 300, NOW - 2_500), client);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([
      {
        url: 'http://poolside.test/api/matches/7/clock',
        method: 'PUT',
        body: { quarter: 2, secondsLeft: 297.3, running: true, rate: 1 }, // 2.75 s run when it is sent
      },
    ]);
  });

  it('a burst of changes is sent once, as it stands at the end; a stop reads what it shows', async () => {
    const { client, sent } = fakeServer();
    reportClockChange(7, state(1, 480, null), state(1, 420, null), client);
    reportClockChange(7, state(1, 420, null), state(1, 420, NOW), client);
    reportClockChange(7, state(1, 420, NOW), state(1, 415, null, 0.5), client);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent.map((request) => request.body)).toEqual([{ quarter: 1, secondsLeft: 415, running: false, rate: 0.5 }]);
  });

  it.each([
    ['a command that leaves the clock as it was', state(3, 200, null), state(3, 200, null)],
    ['a state without a clock', state(1, 480, null), { quarter: 1 } as unknown as CaptureState],
  ])('sends nothing for %s', async (_, before, after) => {
    const { client, sent } = fakeServer();
    reportClockChange(7, before, after, client);
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([]);
  });

  it('a refused or failed report is let go: nothing throws', async () => {
    const client = createApiClient({
      getToken: () => 'tok',
      onUnauthorized: () => {},
      baseURL: 'http://poolside.test/api',
      fetch: async () => new Response('{}', { status: 503 }),
    });
    const noted = vi.spyOn(console, 'debug').mockImplementation(() => {});
    reportClockChange(8, state(1, 480, null), state(1, 480, NOW), client);
    await expect(vi.advanceTimersByTimeAsync(300)).resolves.not.toThrow();
    expect(noted).toHaveBeenCalledOnce();
    noted.mockRestore();
  });
});
