import type { EntityTable } from 'dexie';
import { pendingOutboxUuids } from './pendingOutboxUuids';

/** What the cache held for a match and team before a fetch began: its uuids and those with outbox rows. */
export type LocalGuard = { cached: Set<string>; pending: Set<string> };

export async function readLocalGuard<T extends { uuid: string }>(
  table: EntityTable<T, 'uuid'>,
  matchId: number,
  teamId: number,
): Promise<LocalGuard> {
  const cached = (await table.where('[match.id+team.id]').equals([matchId, teamId]).primaryKeys()) as string[];
  return { cached: new Set(cached), pending: await pendingOutboxUuids(cached) };
}
