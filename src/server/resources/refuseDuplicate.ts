import { and, eq, getTableColumns, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { badRequestAlert } from '../http/problem';
import { comparableText } from './comparableText';
import { lockReferenceNames } from './lockReferenceNames';
import type { RefCache, Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/**
 * Refuses (400 `nameexists`, as JHipster refuses a login already used) a create or update whose values repeat
 * another row's by the resource's `uniqueBy`; `selfId` is the row being updated, which may keep its own name.
 * Runs in the write's transaction under a lock per organisation, so two writes of one name cannot both pass.
 */
export async function refuseDuplicate(
  tx: Database,
  resource: ResourceConfig,
  values: Row,
  refs: RefCache,
  selfId?: number,
): Promise<void> {
  const rule = resource.uniqueBy;
  if (!rule) return;
  const organizationId = typeof values.organizationId === 'number' ? values.organizationId : 0;
  await lockReferenceNames(tx, organizationId);
  const columns = getTableColumns(resource.table) as Record<string, PgColumn>;
  const isText = (name: string) => columns[name]!.dataType === 'string';
  // Text is compared here, as people compare names; the other values narrow the candidates in the query.
  const exact: (SQL | undefined)[] = rule.columns
    .filter((name) => !isText(name))
    .map((name) => (values[name] == null ? isNull(columns[name]!) : eq(columns[name]!, values[name])));
  const candidates = (await tx
    .select()
    .from(resource.table)
    .where(
      and(
        resource.tenant ? eq(columns.organizationId!, organizationId) : undefined,
        selfId === undefined ? undefined : ne(columns.id!, selfId),
        ...exact,
      ),
    )) as Row[];
  const texts = rule.columns.filter(isText);
  const existing = candidates.find((row) =>
    texts.every((name) => comparableText(row[name]) === comparableText(values[name])),
  );
  if (!existing) return;
  const refName = (relation: string) => {
    const id = values[resource.relations[relation]?.column ?? ''];
    const name = typeof id === 'number' ? refs.get(relation)?.get(id)?.name : undefined;
    return typeof name === 'string' ? name : undefined;
  };
  throw badRequestAlert(rule.message(existing, refName), resource.entityName, 'nameexists');
}
