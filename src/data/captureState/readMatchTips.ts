import type { Tip } from '../../domain/capture';
import { db } from '../db/db';
import { matchTipsKey } from './matchTipsKey';

/** The event tips cached for a match in db.meta; none when no play-by-play was loaded. */
export async function readMatchTips(matchId: number): Promise<Tip[]> {
  const row = await db.meta.get(matchTipsKey(matchId));
  return Array.isArray(row?.value) ? (row.value as Tip[]) : [];
}
