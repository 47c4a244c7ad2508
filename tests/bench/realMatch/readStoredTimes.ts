import { expect } from '@playwright/test';
import type { ScriptLine } from '../../../src/domain/capture/script';
import type { BenchApi } from '../benchApi';
import { storedTimesWithin, type StoredEvent, type StoredTimes } from './storedTimesWithin';

/**
 * The first team's stored events of the match, read back through the API, against the lines the screen took.
 * 'All synced' can show a moment before the outbox holds the last save, so it waits (up to 30 s) until every taken
 * line finds its event; what is still missing then is reported as missing.
 */
export async function readStoredTimes(
  api: BenchApi,
  matchId: number,
  taken: readonly ScriptLine[],
  quarterLength: number,
): Promise<StoredTimes> {
  const team1 = (await api.get<{ team1: { id: number } }>(`/matches/${matchId}`)).body.team1.id;
  const stored = async () => {
    const path = `/events?matchId.equals=${matchId}&teamId.equals=${team1}&size=5000&sort=id,asc`;
    return storedTimesWithin(taken, (await api.get<StoredEvent[]>(path)).body, quarterLength);
  };
  await expect
    .poll(async () => (await stored()).missing.length, { timeout: 30_000 })
    .toBe(0)
    .catch(() => undefined);
  return stored();
}
