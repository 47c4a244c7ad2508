import type { Database } from '../db/database';
import { loadRefs, type RefCache, type Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/** The `{id}` of relationship `name` in `body`, when it names one. */
export const refIdOf = (body: Row, name: string): number | undefined => {
  const id = (body[name] as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
};

/**
 * The rows the `{id}` references of `bodies` point at, one query per relationship for all of them: in the
 * caller's organisation for tenant data, so another organisation's id is simply not found.
 */
export async function loadBodyRefs(
  db: Database,
  resource: ResourceConfig,
  bodies: readonly Row[],
  organizationId: number | null,
): Promise<RefCache> {
  const refs: RefCache = new Map();
  await Promise.all(
    Object.entries(resource.relations).map(async ([name, relation]) => {
      const ids = [...new Set(bodies.map((body) => refIdOf(body, name)).filter((id) => id !== undefined))];
      const found = await loadRefs(db, relation.target, ids, resource.tenant ? organizationId : null);
      refs.set(name, new Map(found.map((row) => [row.id as number, relation.target.present(row)])));
    }),
  );
  return refs;
}
