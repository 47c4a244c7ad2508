import type { Database } from '../db/database';
import { databaseProblem } from '../http/databaseProblem';
import { httpProblem, ProblemError, type Problem } from '../http/problem';
import type { ResourceModel } from './describeResource';
import { loadBodyRefs } from './loadBodyRefs';
import { parseNewEntity } from './parseNewEntity';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';
import { rowValuesOf } from './rowValuesOf';
import { storeNewRows, type NewRow, type StoredRow } from './storeNewRows';
import { matchIdOf, sortOutSignedCreates } from '../signOff/lockedRows';
import { matchSignedProblem } from '../signOff/refuseSignedMatches';

/** One entity's answer in a bulk create, in the order sent. */
export type BulkResult = {
  uuid: string | null;
  /** 201 created, 200 already stored, 4xx as a single POST of it would have answered. */
  status: number;
  id?: number;
  problem?: Problem & { path: string };
};

const uuidOf = (item: unknown): string | null => {
  const uuid = (item as { uuid?: unknown } | null)?.uuid;
  return typeof uuid === 'string' ? uuid : null;
};

/** A batch whose transaction the database refused is stored row by row, so one bad row fails alone. */
async function storeOneByOne(
  store: (rows: NewRow[]) => Promise<Map<string, StoredRow>>,
  rows: readonly NewRow[],
): Promise<Map<string, StoredRow | ProblemError>> {
  const stored = new Map<string, StoredRow | ProblemError>();
  for (const row of rows) {
    try {
      for (const [uuid, result] of await store([row])) stored.set(uuid, result);
    } catch (error) {
      const problem = databaseProblem(error);
      if (!problem) throw error;
      stored.set(row.uuid, problem);
    }
  }
  return stored;
}

/**
 * Creates each entity of a bulk request as its own POST would (same validation, references in the caller's
 * organisation, idempotent per uuid), with one query per relationship for the references and one transaction
 * for the writes. A uuid sent twice is written once: later copies answer 200 with the first one's id.
 */
export async function createMany(
  db: Database,
  resource: ResourceConfig,
  model: ResourceModel,
  organizationId: number,
  items: readonly unknown[],
  path: string,
): Promise<BulkResult[]> {
  const results: BulkResult[] = new Array<BulkResult>(items.length);
  const fail = (index: number, error: unknown) => {
    if (!(error instanceof ProblemError)) throw error;
    results[index] = { uuid: uuidOf(items[index]), status: error.problem.status, problem: { ...error.problem, path } };
  };
  const parsed: { index: number; entity: Row }[] = [];
  items.forEach((item, index) => {
    try {
      parsed.push({ index, entity: parseNewEntity(resource, item) });
    } catch (error) {
      fail(index, error);
    }
  });
  // A signed match's rows are refused, but a resend of one stored before the sign-off answers as stored.
  const { signed, stored: storedBefore } = await sortOutSignedCreates(
    db,
    resource,
    model,
    organizationId,
    parsed.map(({ entity }) => entity),
  );
  const entities = parsed.filter(({ index, entity }) => {
    const matchId = matchIdOf(entity);
    if (matchId === undefined || !signed.has(matchId)) return true;
    const uuid = entity.uuid as string;
    const id = storedBefore.get(uuid);
    if (id === undefined) fail(index, matchSignedProblem(matchId));
    else results[index] = { uuid, status: 200, id };
    return false;
  });
  const found = await loadBodyRefs(
    db,
    resource,
    entities.map(({ entity }) => entity),
    organizationId,
  );
  const writes = new Map<string, NewRow>();
  const sentAs = new Map<number, string>();
  for (const { index, entity } of entities) {
    try {
      const { values } = rowValuesOf(resource, model.fields, entity, organizationId, found);
      const uuid = values.uuid as string;
      if (!writes.has(uuid)) writes.set(uuid, { uuid, values });
      sentAs.set(index, uuid);
    } catch (error) {
      fail(index, error);
    }
  }
  const store = (rows: readonly NewRow[]) => storeNewRows(db, resource, model, organizationId, rows);
  const rows = [...writes.values()];
  const stored: Map<string, StoredRow | ProblemError> = await store(rows).catch((error: unknown) => {
    if (!databaseProblem(error)) throw error;
    return storeOneByOne(store, rows);
  });
  const answered = new Set<string>();
  for (const [index, uuid] of sentAs) {
    const outcome = stored.get(uuid) ?? httpProblem(409, `The ${resource.entityName} could not be stored`);
    if (outcome instanceof ProblemError) fail(index, outcome);
    else results[index] = { uuid, status: answered.has(uuid) ? 200 : outcome.status, id: outcome.id };
    answered.add(uuid);
  }
  return results;
}
