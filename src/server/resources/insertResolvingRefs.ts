import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reusableQuery } from '../db/reusableQuery';
import { matchSignOff } from '../db/schema';
import { rowsFromDriver } from '../db/rowsFromDriver';
import type { ResourceModel } from './describeResource';
import type { RefCache, Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

const presentedAs = (name: string) => `ref_${name}`;

type Insert = ReturnType<typeof reusableQuery<string>>;
/** Each resource's statement, by the columns its rows carry (the same every time: columnValuesOf sets them all). */
const statements = new WeakMap<ResourceConfig, Map<string, Insert>>();

/**
 * The insert of a row carrying `columns`, written once with each value a placeholder named after its column.
 * Every reference is resolved in the caller's organisation by the insert itself (one outside it leaves its
 * NOT NULL column null, which the database refuses with 23502), and the row answers with its references as
 * they are shown (`ref_<relation>`).
 */
function insertStatement(resource: ResourceConfig, model: ResourceModel, columns: readonly string[]): Insert {
  return reusableQuery<string>((db, param) => {
    const set: Record<string, unknown> = Object.fromEntries(columns.map((column) => [column, param(column)]));
    const presented: Record<string, SQL.Aliased> = {};
    for (const [name, { column, target }] of Object.entries(resource.relations)) {
      const inOrganization = target.organizationId
        ? sql` and ${target.organizationId} = ${param('organizationId')}`
        : sql``;
      // A row of a signed match resolves no match: the insert fails (23502) and createRow says why (409).
      const open =
        resource.lockedBySignOff && name === 'match'
          ? sql` and not exists (select 1 from ${matchSignOff} where ${matchSignOff.matchId} = ${target.id} and ${matchSignOff.reopenedAt} is null)`
          : sql``;
      set[column] =
        sql`(select ${target.id} from ${target.table} where ${target.id} = ${param(column)}${inOrganization}${open})`;
      const shown = sql.join(
        Object.entries(target.columns).map(([key, shownColumn]) => sql`${sql.raw(`'${key}'`)}, ${shownColumn}`),
        sql`, `,
      );
      // Nested, so that RETURNING keeps its columns qualified: the referenced table's, and the new row's.
      const query = sql`(select json_build_object(${shown}) from ${target.table} where ${target.id} = ${model.columns[column]})`;
      presented[presentedAs(name)] = sql`${query}`.as(presentedAs(name));
    }
    return db
      .insert(resource.table)
      .values(set as never)
      .onConflictDoNothing({ target: [model.organizationId!, model.uuid!] })
      .returning({ ...model.columns, ...presented });
  });
}

function statementFor(resource: ResourceConfig, model: ResourceModel, values: Row): Insert {
  const columns = Object.keys(values).sort();
  const key = columns.join(',');
  let byColumns = statements.get(resource);
  if (!byColumns) statements.set(resource, (byColumns = new Map()));
  let statement = byColumns.get(key);
  if (!statement) byColumns.set(key, (statement = insertStatement(resource, model, columns)));
  return statement;
}

/**
 * The lean create of a tenant row keyed by (organisation, uuid), in one statement (insertStatement). Answers the
 * row and its references as they are shown; undefined when the organisation already holds the uuid.
 */
export async function insertResolvingRefs(
  tx: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  values: Row,
): Promise<{ row: Row; refs: RefCache } | undefined> {
  const relations = Object.entries(resource.relations);
  const [inserted] = rowsFromDriver(
    resource.table,
    await statementFor(resource, model, values)(tx, values),
    relations.map(([name]) => presentedAs(name)),
  );
  if (!inserted) return undefined;
  const row: Row = { ...inserted };
  const refs: RefCache = new Map();
  for (const [name, { target }] of relations) {
    const ref = inserted[presentedAs(name)] as Row | null;
    delete row[presentedAs(name)];
    if (ref) refs.set(name, new Map([[ref.id as number, target.present(ref)]]));
  }
  return { row, refs };
}
