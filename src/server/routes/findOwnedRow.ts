import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { httpProblem } from '../http/problem';

type TenantTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/**
 * A row of the caller's organisation, or a 404: another organisation's row is answered exactly like a
 * missing one (docs/design.md §5 tenancy), and a caller in no organisation owns nothing.
 */
export async function findOwnedRow<T extends TenantTable>(
  db: Database,
  table: T,
  id: number,
  organizationId: number | null,
  entityName: string,
): Promise<T['$inferSelect']> {
  if (organizationId === null) throw httpProblem(404, `${entityName} not found`);
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.organizationId, organizationId)))
    .limit(1);
  if (!row) throw httpProblem(404, `${entityName} not found`);
  return row as T['$inferSelect'];
}
