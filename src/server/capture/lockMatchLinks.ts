import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** First key of the linking locks (the second is the match); any constant no other advisory lock uses. */
const OPPONENT_LINKS_LOCK = 7_405_012;
const INT4_KEYS = 2_147_483_647;

/**
 * Holds the match's linking lock until the transaction ends. The two scorers' rows of a match may arrive at the
 * same moment on two replicas; each pairs only after the other has committed, so a pair forms exactly once.
 * Matches whose ids agree modulo 2^31 share a lock, which only makes them wait for each other.
 */
export async function lockMatchLinks(tx: Database, matchId: number): Promise<void> {
  await tx.execute(sql.raw(matchLinksLockStatement(matchId)));
}

/** lockMatchLinks' statement, with its keys written in (integers: nothing to escape). */
export function matchLinksLockStatement(matchId: number): string {
  return `select pg_advisory_xact_lock(${OPPONENT_LINKS_LOCK}, ${Math.trunc(matchId) % INT4_KEYS})`;
}
