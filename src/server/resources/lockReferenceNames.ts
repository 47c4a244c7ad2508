import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** First key of the names lock (the second is the organisation); any constant no other advisory lock uses. */
const NAMES_LOCK = 7_405_013;
const INT4_KEYS = 2_147_483_647;

/**
 * Holds the organisation's names lock until the transaction ends: every write that checks a name against the
 * stored ones (a create, an update, a roster import) takes it first, so two of them cannot both find a name free.
 */
export async function lockReferenceNames(tx: Database, organizationId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAMES_LOCK}::int, ${(organizationId ?? 0) % INT4_KEYS}::int)`);
}
