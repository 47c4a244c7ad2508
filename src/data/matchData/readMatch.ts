import { db } from '../db/db';
import type { MatchRow } from '../db/rows';

/** The cached match, or null. */
export async function readMatch(matchId: number): Promise<MatchRow | null> {
  return (await db.matches.get(matchId)) ?? null;
}
