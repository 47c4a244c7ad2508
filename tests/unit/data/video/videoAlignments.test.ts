import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../src/data/api/createApiClient';
import { readVideoAlignments, refreshVideoAlignments, saveVideoAlignment } from '../../../../src/data/video';
import { resetDb } from '../outbox/outboxFixtures';

beforeEach(() => resetDb());

type Asked = { method: string; path: string; body: unknown };

/** A client whose every call answers `status` with `body`, noting what was asked. */
function serverAnswering(status: number, body: unknown, asked: Asked[] = []) {
  return createApiClient({
    getToken: () => null,
    onUnauthorized: () => {},
    baseURL: 'http://poolside.test/api',
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const text = await request.text();
      asked.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

const anchors = [{ eventUuid: '6f1c9a52-1111-4c1e-8d55-0d4b1e2f3a4b', videoTime: 95.5 }];

describe('the cached alignments of match videos', () => {
  it('keeps what the server answered per video, for clips offline', async () => {
    const asked: Asked[] = [];
    await refreshVideoAlignments([3], serverAnswering(200, { anchors }, asked));
    expect(asked.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/match-videos/3/alignment']);
    expect(await readVideoAlignments([3, 4])).toEqual(new Map([[3, anchors]]));
  });

  it.each([
    ['an undone alignment', 200, { anchors: [] }, new Map()],
    ['a failed load', 503, { status: 503 }, new Map([[3, anchors]])],
    ['an answer of another shape', 200, { anchors: [{ eventUuid: 'x', videoTime: -1 }] }, new Map([[3, anchors]])],
  ])('after %s it holds what it should', async (_, status, body, expected) => {
    await refreshVideoAlignments([3], serverAnswering(200, { anchors }));
    await refreshVideoAlignments([3], serverAnswering(status, body));
    expect(await readVideoAlignments([3])).toEqual(expected);
  });

  it('caches a saved alignment at once, as the server answered it', async () => {
    const asked: Asked[] = [];
    await saveVideoAlignment(5, anchors, serverAnswering(200, { anchors }, asked));
    expect(asked).toEqual([{ method: 'PUT', path: '/api/match-videos/5/alignment', body: { anchors } }]);
    expect(await readVideoAlignments([5])).toEqual(new Map([[5, anchors]]));
    await saveVideoAlignment(5, [], serverAnswering(200, { anchors: [] }));
    expect(await readVideoAlignments([5])).toEqual(new Map());
  });
});
