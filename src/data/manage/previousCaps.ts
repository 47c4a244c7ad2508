import { listEntities } from './listEntities';

/** The cap (and goalkeeper flag) each player wore in their latest match, from one request. */
export async function previousCaps(
  playerIds: readonly number[],
): Promise<Map<number, { cap: number; goalKeeper: boolean }>> {
  const found = new Map<number, { cap: number; goalKeeper: boolean }>();
  if (playerIds.length === 0) return found;
  const params = new URLSearchParams({ 'playerId.in': playerIds.join(','), sort: 'id,desc', size: '500' });
  const { items } = await listEntities('/match-players', params);
  for (const row of items) {
    const id = (row.player as { id: number }).id;
    if (!found.has(id)) found.set(id, { cap: Number(row.cap), goalKeeper: row.goalKeeper === true });
  }
  return found;
}
