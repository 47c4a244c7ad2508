import { db } from '../db/db';
import type { CacheScope } from './cacheScope';
import type { PullGuard } from './pullGuard';

/** The guard of a pull about to fetch, read in one transaction so no capture falls between its parts. */
export async function readPullGuard(scopes: readonly CacheScope[]): Promise<PullGuard> {
  return db.transaction('r', [db.outbox, ...scopes.map((scope) => scope.table)], async () => {
    const queued = new Set((await db.outbox.orderBy('uuid').uniqueKeys()) as string[]);
    const held = new Map<string, Map<string, string>>();
    for (const scope of scopes) {
      const rows = await scope.rows().toArray();
      held.set(scope.key, new Map(rows.map((row) => [row.uuid, JSON.stringify(row)])));
    }
    return { queued, held };
  });
}
