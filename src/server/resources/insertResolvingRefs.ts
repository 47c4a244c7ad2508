import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { ResourceModel } from './describeResource';
import type { RefCache, Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

const presentedAs = (name: string) => `ref_${name}`;

/**
 * The lean create of a tenant row keyed by (organisation, uuid), in one statement: the insert resolves every
 * reference in the caller's organisation (one outside it leaves its NOT NULL column null, which the database
 * refuses with 23502), and answers the row with its references as they are shown. Undefined when the
 * organisation already holds the uuid.
 */
export async function insertResolvingRefs(
  tx: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  values: Row,
): Promise<{ row: Row; refs: RefCache } | undefined> {
  const organizationId = values.organizationId as number;
  const set: Row = { ...values };
  const presented: Record<string, SQL> = {};
  for (const [name, { column, target }] of Object.entries(resource.relations)) {
    const inOrganization = target.organizationId ? sql` and ${target.organizationId} = ${organizationId}` : sql``;
    set[column] =
      sql`(select ${target.id} from ${target.table} where ${target.id} = ${values[column]}${inOrganization})`;
    const shown = sql.join(
      Object.entries(target.columns).map(([key, shownColumn]) => sql`${sql.raw(`'${key}'`)}, ${shownColumn}`),
      sql`, `,
    );
    // Nested, so that RETURNING keeps its columns qualified: the referenced table's, and the new row's.
    const query = sql`(select json_build_object(${shown}) from ${target.table} where ${target.id} = ${model.columns[column]})`;
    presented[presentedAs(name)] = sql`${query}`;
  }
  const [inserted] = (await tx
    .insert(resource.table)
    .values(set as never)
    .onConflictDoNothing({ target: [model.organizationId!, model.uuid!] })
    .returning({ ...model.columns, ...presented })) as Row[];
  if (!inserted) return undefined;
  const row: Row = { ...inserted };
  const refs: RefCache = new Map();
  for (const [name, { target }] of Object.entries(resource.relations)) {
    const ref = inserted[presentedAs(name)] as Row | null;
    delete row[presentedAs(name)];
    if (ref) refs.set(name, new Map([[ref.id as number, target.present(ref)]]));
  }
  return { row, refs };
}
