import type { Table } from 'dexie';
import { isSessionOf } from '../auth/isSessionOf';
import { session } from '../auth/session';
import { db } from '../db/db';
import type { CacheScope } from './cacheScope';
import { joinPullInFlight } from './joinPullInFlight';
import type { PullGuard } from './pullGuard';
import { readPullGuard } from './readPullGuard';

export type Pull<A> = {
  /** What is pulled (e.g. `match-log:1:10`): a pull of the same key and session still on its way is joined. */
  key: string;
  /** The scopes whose cached rows `store` replaces (replaceScopeRows), noted before the fetch. */
  scopes?: readonly CacheScope[];
  fetch: () => Promise<A>;
  /** Every table `store` writes; db.outbox is added, the guard reads it. */
  tables: readonly Table[];
  store: (answer: A, guard: PullGuard) => Promise<void>;
};

/**
 * The one way server rows reach the device's cache. Notes the session and the local guard, fetches, then in
 * ONE read-write transaction stores the answer only if the session is still the one it was fetched under (a
 * pull runs on after its screen is left; a logout or another user in between stores nothing) and lets `store`
 * replace the rows the guard does not protect. The answer once stored, null when nothing was.
 */
export function pullIntoCache<A>({ key, scopes = [], fetch, tables, store }: Pull<A>): Promise<A | null> {
  const { token } = session;
  return joinPullInFlight(`${token ?? ''} ${key}`, async () => {
    const guard = await readPullGuard(scopes);
    const answer = await fetch();
    return db.transaction('rw', [...new Set([...tables, db.outbox])], async () => {
      if (!isSessionOf(token)) return null;
      await store(answer, guard);
      return answer;
    });
  });
}
