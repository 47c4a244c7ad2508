import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/data/db';
import { loadListedMatches, readStatsMatches } from '../../../../src/data/statistics';
import { createApiClient } from '../../../../src/data/api';
import { resetDb } from '../outbox/outboxFixtures';

const eventOf = (id: number, matchId: number) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  match: { id: matchId },
  team: { id: 10 },
  quarter: 1,
  time: id,
  type: 'SHOOT',
  offense: true,
  shootOutcome: 'GOAL',
});

/** A server with 2500 events over matches 1–4 that pages at 2000, like the real one. */
function fakeServer() {
  const requests: string[] = [];
  const events = Array.from({ length: 2500 }, (_, index) => eventOf(index + 1, (index % 4) + 1));
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://test');
    requests.push(`${url.pathname}?${url.searchParams}`);
    const ids = (url.searchParams.get('matchId.in') ?? '').split(',').map(Number);
    const rows = url.pathname.endsWith('/events') ? events.filter((event) => ids.includes(event.match.id)) : [];
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 20);
    return new Response(JSON.stringify(rows.slice(page * size, (page + 1) * size)), {
      headers: { 'content-type': 'application/json', 'X-Total-Count': String(rows.length) },
    });
  });
  return {
    requests,
    client: createApiClient({ getToken: () => 't', onUnauthorized: () => {}, baseURL: 'http://test/api', fetch }),
  };
}

beforeEach(async () => {
  // Signed in: a load stores only for the user signed in when it began.
  await resetDb();
});

describe('loading the statistics of chosen matches', () => {
  it('fetches a few matches per request, follows the pages and reports progress', async () => {
    const server = fakeServer();
    const progress: string[] = [];
    await loadListedMatches([1, 2, 3, 4], ({ loaded, total }) => progress.push(`${loaded}/${total}`), server.client);
    expect(progress).toEqual(['0/4', '3/4', '4/4']);
    const eventRequests = server.requests.filter((request) => request.startsWith('/api/events'));
    expect(eventRequests).toEqual([
      '/api/events?matchId.in=1%2C2%2C3&sort=id%2Casc&page=0&size=2000',
      '/api/events?matchId.in=4&sort=id%2Casc&page=0&size=2000',
    ]);
    expect(await db.events.count()).toBe(2500);
  });

  it('reads the cached matches back for the statistics, in play order', async () => {
    const server = fakeServer();
    await db.matches.put({
      id: 1,
      name: 'A - B',
      team1: { id: 10, name: 'A' },
      team2: { id: 11, name: 'B' },
      status: 'ENDED',
    });
    await loadListedMatches([1], () => {}, server.client);
    const { matches, missing } = await readStatsMatches([1, 9]);
    expect(missing).toEqual([9]);
    expect(matches[0]!.events.map((event) => event.id).slice(0, 3)).toEqual([1, 5, 9]);
    expect(matches[0]!.events).toHaveLength(625);
  });
});
