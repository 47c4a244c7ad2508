import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../../src/data/auth/session';
import { db } from '../../../../src/data/db';
import { pullIntoCache } from '../../../../src/data/pull';

/** A pull of one meta row whose fetch waits until the test releases it. */
function metaPull(key: string, value: string) {
  let release = () => {};
  let fetches = 0;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const pull = () =>
    pullIntoCache({
      key,
      fetch: async () => {
        fetches += 1;
        await answered;
        return value;
      },
      tables: [db.meta],
      store: async (answer) => void (await db.meta.put({ key, value: answer })),
    });
  return { pull, release, fetches: () => fetches };
}

const valueOf = async (key: string) => (await db.meta.get(key))?.value;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  setSession({ token: 'token-1' });
});

describe('pulling into the cache', () => {
  it('stores the answer and gives it back', async () => {
    const { pull, release } = metaPull('tips', 'from the server');
    const pulling = pull();
    release();
    expect(await pulling).toBe('from the server');
    expect(await valueOf('tips')).toBe('from the server');
  });

  it.each([
    ['logged out', null],
    ['another user signed in', 'token-2'],
  ])('stores nothing and answers null when the page %s while the answer was on its way', async (_, token) => {
    const { pull, release } = metaPull('tips', 'of the user who left');
    const pulling = pull();
    setSession({ token });
    release();
    expect(await pulling).toBeNull();
    expect(await valueOf('tips')).toBeUndefined();
  });

  it('a pull of the same key joins the one on its way; another key or a later pull fetches again', async () => {
    const tips = metaPull('tips', 'answer');
    const other = metaPull('league', 'answer');
    const pulls = [tips.pull(), tips.pull(), other.pull()];
    tips.release();
    other.release();
    await Promise.all(pulls);
    expect([tips.fetches(), other.fetches()]).toEqual([1, 1]);
    await tips.pull();
    expect(tips.fetches()).toBe(2);
  });

  it('a pull begun by another user does not join the one of the user before', async () => {
    const { pull, release, fetches } = metaPull('tips', 'answer');
    const first = pull();
    setSession({ token: 'token-2' });
    const second = pull();
    release();
    expect(await Promise.all([first, second])).toEqual([null, 'answer']);
    expect(fetches()).toBe(2);
  });
});
