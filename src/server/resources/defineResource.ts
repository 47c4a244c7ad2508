import { and, count, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/appEnv';
import { setAlertHeaders } from '../http/alertHeaders';
import { linkHeader, parsePageable } from '../http/paging';
import { parseCriteria } from '../http/parseCriteria';
import { parseIdParam } from '../http/parseIdParam';
import { parseSort } from '../http/parseSort';
import { parseWith, rejectUnknownProperties } from '../http/parseWith';
import { badRequestAlert, httpProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { callerOrganization as callerOrganizationOf } from './callerOrganization';
import { createRow } from './createRow';
import { describeResource } from './describeResource';
import { parseNewEntity } from './parseNewEntity';
import { deleteUnlessReferenced } from './deleteUnlessReferenced';
import { presentRows, type RefCache, type Row } from './presentRows';
import { refuseDuplicate } from './refuseDuplicate';
import type { ResourceConfig } from './resourceConfig';
import { toRowValues } from './toRowValues';
import { matchIdOf, refuseLockedChange } from '../signOff/lockedRows';

const PAGING_PARAMS = ['page', 'size', 'sort', 'distinct', 'eagerload'];

/**
 * The JHipster entity resource (docs/api.md §3–4) for one configured entity: list with paging, sort
 * and criteria, count, get, create, full and partial update, delete, alert headers, tenant scoping; names
 * unique within the organisation (uniqueBy) and no delete of a row still referred to (referencedBy).
 */
export function defineResource(resource: ResourceConfig): Hono<AppEnv> {
  const model = describeResource(resource);
  const { table, entityName } = resource;
  const router = new Hono<AppEnv>();
  const present = (c: Context<AppEnv>, rows: Row[], orgId: number | null, refs?: Map<string, Map<number, Row>>) =>
    presentRows(c.get('deps').db, resource, model.fields, rows, orgId, refs);
  const findOne = async (c: Context<AppEnv>, id: number, orgId: number | null) => {
    const [row] = await c
      .get('deps')
      .db.select()
      .from(table)
      .where(and(eq(model.id, id), model.scope(orgId)))
      .limit(1);
    return row as Row | undefined;
  };
  /** An update, in one transaction with the resource's name check and afterWrite when it has them. */
  const updating = <T>(db: Database, values: Row, refs: RefCache, id: number, write: (tx: Database) => Promise<T>) => {
    const hook = resource.afterWrite;
    if (!hook && !resource.uniqueBy) return write(db);
    return db.transaction(async (tx) => {
      await hook?.lock(tx, values);
      await refuseDuplicate(tx, resource, values, refs, id);
      return write(tx);
    });
  };
  /** A create; one whose name must be unique is checked in the same transaction as the insert. */
  const creating = (db: Database, entity: Row, orgId: number | null) => {
    if (!resource.uniqueBy) return createRow(db, resource, model, entity, orgId);
    return db.transaction(async (tx) => {
      const { values, refs } = await toRowValues(tx, resource, model.fields, entity, orgId);
      await refuseDuplicate(tx, resource, values, refs);
      return createRow(tx, resource, model, entity, orgId);
    });
  };
  const callersChanged = (c: Context<AppEnv>) => {
    if (resource.isCallerData) c.get('deps').principals.clear();
  };
  const afterWrite = (tx: Database, row: Row): Promise<Row> =>
    resource.afterWrite ? resource.afterWrite.apply(tx, row) : Promise.resolve(row);
  const callerOrganization = (c: Context<AppEnv>, access: 'read' | 'write') =>
    callerOrganizationOf(c, resource, access);
  const readEntityBody = async (c: Context<AppEnv>) => {
    const body = await readJsonBody(c);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw httpProblem(400, 'Request body must be a JSON object');
    const entity = body as Row;
    if (entity.id === null) delete entity.id;
    rejectUnknownProperties(entity, Object.keys(resource.schema.entries), entityName);
    return entity;
  };

  router.get('/', async (c) => {
    const orgId = callerOrganization(c, 'read');
    const query = new URL(c.req.url).searchParams;
    const pageable = parsePageable(query);
    const order = parseSort(query.getAll('sort'), model.sortable, model.id);
    const where = and(model.scope(orgId), parseCriteria(query, model.filterable, PAGING_PARAMS));
    const { db } = c.get('deps');
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(pageable.size)
        .offset(pageable.page * pageable.size),
      db.select({ n: count() }).from(table).where(where),
    ]);
    c.header('X-Total-Count', String(total?.n ?? 0));
    c.header('Link', linkHeader(c.req.path, query, pageable, total?.n ?? 0));
    return c.json(await present(c, rows as Row[], orgId));
  });

  router.get('/count', async (c) => {
    const orgId = callerOrganization(c, 'read');
    const query = new URL(c.req.url).searchParams;
    const where = and(model.scope(orgId), parseCriteria(query, model.filterable, PAGING_PARAMS));
    const [total] = await c.get('deps').db.select({ n: count() }).from(table).where(where);
    return c.json(total?.n ?? 0);
  });

  router.get('/:id', async (c) => {
    const orgId = callerOrganization(c, 'read');
    const row = await findOne(c, parseIdParam(c.req.param('id')), orgId);
    if (!row) throw httpProblem(404, `${entityName} not found`);
    const [entity] = await present(c, [row], orgId);
    return c.json(entity);
  });

  router.post('/', async (c) => {
    const orgId = callerOrganization(c, 'write');
    const entity = parseNewEntity(resource, await readJsonBody(c));
    const { row, status, refs } = await creating(c.get('deps').db, entity, orgId);
    if (!row) throw httpProblem(409, `The ${entityName} could not be stored`);
    callersChanged(c);
    const [saved] = await present(c, [row], orgId, refs);
    if (status === 201) {
      setAlertHeaders(c, entityName, 'created', row.id as number);
      c.header('Location', `/api/${resource.path}/${row.id}`);
    }
    return c.json(saved, status);
  });

  const update = async (c: Context<AppEnv>, partial: boolean) => {
    const orgId = callerOrganization(c, 'write');
    const id = parseIdParam(c.req.param('id') ?? '');
    const body = await readEntityBody(c);
    if (body.id === undefined) throw badRequestAlert('Invalid id', entityName, 'idnull');
    if (!partial) parseWith(resource.schema, body, entityName);
    if (body.id !== id) throw badRequestAlert('Invalid ID', entityName, 'idinvalid');
    const existing = await findOne(c, id, orgId);
    if (!existing) throw badRequestAlert('Entity not found', entityName, 'idnotfound');
    await refuseLockedChange(c.get('deps').db, resource, [existing.matchId as number, matchIdOf(body)]);
    let merged = body;
    if (partial) {
      // merge-patch as JHipster does it: null or absent properties keep their stored value.
      const [stored] = await present(c, [existing], orgId);
      merged = { ...stored, ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) };
      for (const key of Object.keys(merged)) if (!(key in resource.schema.entries)) delete merged[key];
    }
    const entity = parseWith(resource.schema, merged, entityName) as Row;
    const { db } = c.get('deps');
    const { values, refs } = await toRowValues(db, resource, model.fields, entity, orgId);
    delete values.id;
    const row = await updating(db, values, refs, id, async (tx) => {
      const [updated] = (await tx
        .update(table)
        .set(values as never)
        .where(and(eq(model.id, id), model.scope(orgId)))
        .returning()) as Row[];
      return updated && afterWrite(tx, updated);
    });
    if (!row) throw httpProblem(404, `${entityName} not found`);
    callersChanged(c);
    setAlertHeaders(c, entityName, 'updated', id);
    const [saved] = await present(c, [row], orgId, refs);
    return c.json(saved);
  };
  router.put('/:id', (c) => update(c, false));
  router.patch('/:id', (c) => update(c, true));

  router.delete('/:id', async (c) => {
    const orgId = callerOrganization(c, 'write');
    const id = parseIdParam(c.req.param('id'));
    const { db } = c.get('deps');
    if (resource.lockedBySignOff)
      await refuseLockedChange(db, resource, [(await findOne(c, id, orgId))?.matchId as number]);
    // Idempotent (docs/api.md §4; the app's outbox resends): a missing id is 204, and so is another
    // organisation's, which the scope leaves untouched; answering it differently would tell which ids exist.
    // A row other data still refers to is refused (409) by the resource's referencedBy, naming what does.
    await deleteUnlessReferenced(db, resource, and(eq(model.id, id), model.scope(orgId)), id);
    callersChanged(c);
    setAlertHeaders(c, entityName, 'deleted', id);
    return c.body(null, 204);
  });

  router.all('/', (c) => methodNotAllowed(c));
  router.all('/:id', (c) => methodNotAllowed(c));
  return router;
}

function methodNotAllowed(c: Context<AppEnv>): never {
  throw httpProblem(405, `Request method '${c.req.method}' is not supported`);
}
