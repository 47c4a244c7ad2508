import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { databaseErrorCode } from '../http/databaseErrorCode';
import type { ResourceModel } from './describeResource';
import { insertResolvingRefs } from './insertResolvingRefs';
import { relinkResent, storeThenLink } from './storeThenLink';
import type { RefCache, Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';
import { columnValuesOf } from './rowValuesOf';
import { toRowValues } from './toRowValues';
import { findSignedMatchIds, matchSignedProblem } from '../signOff/refuseSignedMatches';

export type Created = { row: Row | undefined; status: 200 | 201; refs?: RefCache };

/** Rows keyed by (organisation, uuid) whose references all lie in the organisation take the lean path. */
const isLean = (resource: ResourceConfig, model: ResourceModel) =>
  model.uuid !== undefined &&
  model.organizationId !== undefined &&
  Object.values(resource.relations).every((relation) => relation.required && relation.target.organizationId);

async function findByUuid(tx: Database, model: ResourceModel, table: ResourceConfig['table'], values: Row) {
  const [stored] = (await tx
    .select()
    .from(table)
    .where(and(eq(model.organizationId!, values.organizationId as number), eq(model.uuid!, values.uuid as string)))
    .limit(1)) as Row[];
  return stored;
}

/**
 * The lean create (insertResolvingRefs): one insert and the resource's afterWrite (storeThenLink). A reference the insert could not resolve is looked up again
 * only then, to answer the same 400 naming it as the checked create.
 */
async function createResolving(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  entity: Row,
  organizationId: number,
): Promise<Created> {
  const values = columnValuesOf(resource, model.fields, entity, organizationId);
  let signed: Created | null = null;
  const { answer: inserted, linked } = await storeThenLink(db, resource, model, async (tx) => {
    const answer = await insertResolvingRefs(tx, resource, model, values);
    return { answer, created: answer ? [answer.row] : [] };
  }).catch(async (error: unknown) => {
    if (databaseErrorCode(error) !== '23502') throw error;
    // A reference left unresolved: the match is signed (a resend of a row stored before it answers as stored), or a
    // reference is missing (the checked create's 400 names it).
    signed = await signedCreate(db, resource, model, values);
    if (signed) return { answer: undefined, linked: new Map<number, Row>() };
    await toRowValues(db, resource, model.fields, entity, organizationId);
    throw error;
  });
  if (signed) return signed;
  if (!inserted) {
    const stored = await findByUuid(db, model, resource.table, values);
    const relinked = stored ? await relinkResent(db, resource, model, [stored]) : new Map<number, Row>();
    return { row: stored && (relinked.get(stored.id as number) ?? stored), status: 200 };
  }
  return { row: linked.get(inserted.row.id as number) ?? inserted.row, status: 201, refs: inserted.refs };
}

/**
 * A create in a signed match (resources locked by sign-off): a resend of a uuid the organisation stored before the
 * sign-off answers as stored (200); any other is refused (409 `error.matchsigned`). Null when the match is not signed.
 */
async function signedCreate(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  values: Row,
): Promise<Created | null> {
  const matchId = values.matchId;
  if (!resource.lockedBySignOff || typeof matchId !== 'number') return null;
  if ((await findSignedMatchIds(db, [matchId])).size === 0) return null;
  const stored = await findByUuid(db, model, resource.table, values);
  if (!stored) throw matchSignedProblem(matchId);
  return { row: stored, status: 200 };
}

/** The checked create: references read first, then the insert with the resource's afterWrite in one transaction. */
async function createChecked(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  entity: Row,
  organizationId: number | null,
): Promise<Created> {
  const { values, refs } = await toRowValues(db, resource, model.fields, entity, organizationId);
  const signed = await signedCreate(db, resource, model, values);
  if (signed) return signed;
  const hook = resource.afterWrite;
  const write = async (tx: Database): Promise<Created> => {
    const insert = tx.insert(resource.table).values(values as never);
    if (!model.uuid || !model.organizationId) {
      const [row] = (await insert.returning()) as Row[];
      return { row: row && (hook ? await hook.apply(tx, row) : row), status: 201, refs };
    }
    const [row] = (await insert
      .onConflictDoNothing({ target: [model.organizationId, model.uuid] })
      .returning()) as Row[];
    if (row) return { row: hook ? await hook.apply(tx, row) : row, status: 201, refs };
    // Idempotent create: this organisation already stored that uuid (a resend or a concurrent double send).
    return { row: await findByUuid(tx, model, resource.table, values), status: 200 };
  };
  if (!hook) return write(db);
  return db.transaction(async (tx) => {
    await hook.lock(tx, values);
    return write(tx);
  });
}

/** A POST's row: created (201), or the organisation's row of the same uuid (200); undefined if neither. */
export function createRow(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  entity: Row,
  organizationId: number | null,
): Promise<Created> {
  return isLean(resource, model) && organizationId !== null
    ? createResolving(db, resource, model, entity, organizationId)
    : createChecked(db, resource, model, entity, organizationId);
}
