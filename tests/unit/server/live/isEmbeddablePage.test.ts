import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isEmbeddablePage } from '../../../../src/server/http/isEmbeddablePage';
import { startTestServer, type TestServer } from '../support/testServer';

const SHARE = 'Xq3v9PzK0bLm_Tr-8sWnYe4A';

describe('which pages another site may frame', () => {
  test.each([
    [`/live/${SHARE}`, 'embed=1', true],
    [`/live/${SHARE}/`, 'embed=1', true],
    [`/live/${SHARE}`, 'embed=1&theme=dark', true],
    [`/live/${SHARE}`, '', false],
    [`/live/${SHARE}`, 'embed=0', false],
    [`/live/${SHARE}`, 'embed=true', false],
    [`/live/${SHARE}/extra`, 'embed=1', false],
    ['/live/', 'embed=1', false],
    ['/live/a.b', 'embed=1', false],
    [`/api/live/${SHARE}`, 'embed=1', false],
    [`/matches/3/live/${SHARE}`, 'embed=1', false],
    ['/', 'embed=1', false],
    ['/login', 'embed=1', false],
  ])('%s?%s → %s', (path, query, expected) => {
    expect(isEmbeddablePage(path, new URLSearchParams(query))).toBe(expected);
  });
});

describe('the headers a framed live page gets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const frameAncestors = (response: Response) =>
    (response.headers.get('Content-Security-Policy') ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-ancestors'));

  test('the embeddable live page may be framed by any site', async () => {
    const response = await server.request('GET', `/live/${SHARE}?embed=1`);
    expect(response.headers.get('X-Frame-Options')).toBeNull();
    expect(frameAncestors(response)).toBe('frame-ancestors *');
  });

  test.each([`/live/${SHARE}`, `/api/live/${SHARE}?embed=1`, `/api/live/${SHARE}/stream?embed=1`, '/?embed=1'])(
    '%s still refuses every frame',
    async (path) => {
      const response = await server.request('GET', path);
      await response.body?.cancel();
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(frameAncestors(response)).toBe("frame-ancestors 'none'");
    },
  );
});
