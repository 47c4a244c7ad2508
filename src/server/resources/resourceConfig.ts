import type { PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Access } from '../auth/guards';
import type { RefTarget } from './refTargets';

export type Relation = { column: string; target: RefTarget; required: boolean };

/** One entity resource: its table, body schema, who may read and write it, and its relationships. */
export type ResourceConfig = {
  /** URL segment under /api, kebab-case plural (`match-players`). */
  path: string;
  /** Name in alert headers and problems (`matchPlayer`). */
  entityName: string;
  table: PgTable;
  schema: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
  access: { read: Access; write: Access };
  /** Rows belong to an organisation: scoped to the caller's on every read and write. */
  tenant: boolean;
  /** JSON property → foreign-key column; filterable as `<property>Id`, e.g. `matchId.equals=1`. */
  relations: Record<string, Relation>;
  /** POST with an existing (organisation, uuid) answers the stored row with 200 instead of creating one. */
  idempotentByUuid?: boolean;
  /** The row's id is the id of this relationship (user-extras share the user's id). */
  idFromRelation?: string;
};
