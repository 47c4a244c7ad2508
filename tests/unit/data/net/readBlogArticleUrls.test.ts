import { beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetBlogArticleUrls, readBlogArticleUrls } from '../../../../src/data/net/readBlogArticleUrls';

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => forgetBlogArticleUrls());

describe('the blog article addresses of this installation', () => {
  test.each([
    [
      'configured addresses',
      200,
      { introduction: 'https://blog.example.org/hu' },
      { introduction: 'https://blog.example.org/hu' },
    ],
    ['none configured', 200, {}, {}],
    ['a server error', 503, { introduction: 'https://blog.example.org/hu' }, {}],
    ['a body that is not addresses by slug', 200, ['https://blog.example.org/hu'], {}],
    ['an address that is not http(s)', 200, { introduction: 'javascript:alert(1)' }, {}],
  ])('%s → %j', async (_label, status, body, expected) => {
    expect(await readBlogArticleUrls(answering(status, body))).toEqual(expected);
  });

  test('asked once per page load when answered, again after a failure (offline)', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readBlogArticleUrls(offline)).toEqual({});
    const online = answering(200, { introduction: 'https://blog.example.org/hu' });
    expect(await readBlogArticleUrls(online)).toEqual({ introduction: 'https://blog.example.org/hu' });
    expect(await readBlogArticleUrls(online)).toEqual({ introduction: 'https://blog.example.org/hu' });
    expect(online).toHaveBeenCalledTimes(1);
  });
});
