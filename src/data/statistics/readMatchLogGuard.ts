import type { EntityTable } from 'dexie';
import type { LocalGuard } from '../matchData/readLocalGuard';
import { pendingOutboxUuids } from '../matchData/pendingOutboxUuids';

/** What the cache held for whole matches before a fetch began: their uuids and those with outbox rows. */
export async function readMatchLogGuard<T extends { uuid: string }>(
  table: EntityTable<T, 'uuid'>,
  matchIds: readonly number[],
): Promise<LocalGuard> {
  const cached = (await table.where('match.id').anyOf([...matchIds]).primaryKeys()) as string[];
  return { cached: new Set(cached), pending: await pendingOutboxUuids(cached) };
}
