import type { Database } from '../db/database';
import type { Field } from './describeFields';
import { loadBodyRefs } from './loadBodyRefs';
import type { RefCache, Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';
import { rowValuesOf } from './rowValuesOf';

/**
 * A validated body as column values. Every `{id}` reference must exist (in the caller's organisation for
 * tenant data), otherwise a 400 naming the field; the organisation always comes from the caller.
 */
export async function toRowValues(
  db: Database,
  resource: ResourceConfig,
  fields: Record<string, Field>,
  body: Row,
  organizationId: number | null,
): Promise<{ values: Row; refs: RefCache }> {
  const found = await loadBodyRefs(db, resource, [body], organizationId);
  return rowValuesOf(resource, fields, body, organizationId, found);
}
