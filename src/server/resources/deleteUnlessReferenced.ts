import { count, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { APP_HEADER_PREFIX, PROBLEM_BASE, ProblemError } from '../http/problem';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/** "4 teams and 12 matches", "1 player" */
const counted = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]!;

function inUse(resource: ResourceConfig, detail: string): ProblemError {
  return new ProblemError(
    {
      type: `${PROBLEM_BASE}/problem-with-message`,
      title: detail,
      status: 409,
      detail,
      message: 'error.inuse',
      params: resource.entityName,
    },
    { [`${APP_HEADER_PREFIX}-error`]: 'error.inuse', [`${APP_HEADER_PREFIX}-params`]: resource.entityName },
  );
}

/**
 * Deletes the row `where` picks (the caller's, by id), unless other data refers to it by the resource's
 * `referencedBy`: then 409 naming what refers to it and how often (`League "OB I" is used by 4 teams and 12
 * matches; …`), and nothing changes. Counted and deleted in one transaction with the row locked, so nothing
 * can come to refer to it in between, and a foreign key that would only detach the referrers (ON DELETE SET
 * NULL) never gets to.
 */
export async function deleteUnlessReferenced(
  db: Database,
  resource: ResourceConfig,
  where: SQL | undefined,
  rowId: number,
): Promise<void> {
  const { table, referencedBy } = resource;
  if (!referencedBy) {
    await db.delete(table).where(where);
    return;
  }
  await db.transaction(async (tx) => {
    const [row] = (await tx.select().from(table).where(where).for('update')) as Row[];
    if (!row) return;
    const uses: string[] = [];
    for (const referrer of referencedBy.referrers) {
      const [found] = await tx.select({ n: count() }).from(referrer.table).where(referrer.refersTo(rowId));
      const n = found?.n ?? 0;
      if (n > 0) uses.push(`${n} ${n === 1 ? referrer.one : referrer.many}`);
    }
    if (uses.length)
      throw inUse(resource, `${referencedBy.label(row)} is used by ${counted(uses)}; remove or move them first.`);
    await tx.delete(table).where(where);
  });
}
