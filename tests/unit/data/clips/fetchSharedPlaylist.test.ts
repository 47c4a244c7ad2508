import { describe, expect, it } from 'vitest';
import { fetchSharedPlaylist } from '../../../../src/data/clips';
import type { SharedPlaylist } from '../../../../src/domain/video';

const PLAYLIST: SharedPlaylist = { title: 'Goals of #5', expiresAt: null, clips: [], videos: [], matches: [] };
const answering = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as typeof fetch;

describe('fetchSharedPlaylist', () => {
  it.each([
    ['a playlist', answering(200, PLAYLIST), { kind: 'playlist', playlist: PLAYLIST }],
    ['a revoked or expired link (404)', answering(404, { status: 404 }), { kind: 'unavailable' }],
    ['a server error', answering(500, { status: 500 }), { kind: 'failed' }],
    ['an answer that is no playlist', answering(200, { title: 'x' }), { kind: 'failed' }],
    ['an answer that is no JSON (a captive portal)', answering(200, '<html>'), { kind: 'failed' }],
    [
      'no connection',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      { kind: 'failed' },
    ],
  ])('answers %s as %j', async (_case, fetcher, expected) => {
    expect(await fetchSharedPlaylist('k3T9xQ2mV8pL4wR7nZ1cYb', fetcher)).toEqual(expected);
  });

  it('asks for the share without a token, never from a cache', async () => {
    let asked: { url: string; init: RequestInit | undefined } | null = null;
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked = { url, init };
      return new Response(JSON.stringify(PLAYLIST));
    }) as unknown as typeof fetch;
    await fetchSharedPlaylist('k3T9xQ2mV8pL4wR7nZ1cYb', fetcher);
    expect(asked!.url).toBe('/api/clips/k3T9xQ2mV8pL4wR7nZ1cYb');
    expect(asked!.init?.cache).toBe('no-store');
    expect(new Headers(asked!.init?.headers).has('Authorization')).toBe(false);
  });
});
