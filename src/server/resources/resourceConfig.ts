import type { BatchedStatement } from '../db/batchedStatement';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type { Access } from '../auth/guards';
import type { Database } from '../db/database';
import type { RefTarget } from './refTargets';

/** A row as the API reads and writes it: column keys to values. */
export type Row = Record<string, unknown>;

export type Relation = { column: string; target: RefTarget; required: boolean };

/**
 * Columns no two rows of an organisation may share (a team's name within its league): text compared without
 * case and surplus spaces (accents count), other values as they are, a missing value equal to a missing one.
 */
export type UniqueBy = {
  columns: string[];
  /** The refusal, given the row already there and the name of a relationship's row (`league` → its name). */
  message: (existing: Row, refName: (relation: string) => string | undefined) => string;
};

/** Rows of one kind that refer to a row, counted before it may be deleted: "4 teams". */
export type Referrer = { table: PgTable; refersTo: (id: number) => SQL; one: string; many: string };

/** What must be gone before a row is deleted, and how the refusal names the row (`League "OB I"`). */
export type ReferencedBy = { label: (row: Row) => string; referrers: Referrer[] };

/**
 * Reads as statements (runBatch) that the linking sends with its lock, after it;
 * `reads` makes of their rows what `apply` takes as `ahead`, given the row as re-read under the lock, or answers
 * undefined when that row no longer reads the same (then `apply` reads for itself).
 */
export type ReadsAhead = { statements: BatchedStatement[]; reads: (current: Row, rows: Row[][]) => unknown };

/**
 * Work that belongs to every create and update of a resource (e.g. linking a scorer's row to the other
 * scorer's): `lock` and `apply` run after the write (storeThenLink: in its transaction on PGlite, in one of
 * their own once it committed on PostgreSQL). A re-send of a stored uuid is linked again on PostgreSQL only.
 */
export type AfterWrite = {
  /** Runs first, given the values about to be written: writes that `apply` may touch wait for each other. */
  lock: (tx: Database, values: Row) => Promise<void>;
  /** `lock` as the text of a statement with its values written in, to be sent with others at once. */
  lockStatement: (values: Row) => string;
  /** Sees the row as written; may change it and others; answers the row as it now stands. */
  apply: (tx: Database, row: Row, ahead?: unknown) => Promise<Row>;
  /** The reads `apply` makes for a row just stored, to be sent ahead of it (ReadsAhead). */
  readsAhead?: (row: Row) => ReadsAhead;
  /** Whether `apply`, given what the reads ahead found, would write nothing: then they need no transaction. */
  isSettled?: (row: Row, ahead: unknown) => boolean;
  /** `apply` for rows of one match and team stored together, in their order, with fewer queries. */
  applyMany?: (tx: Database, rows: Row[]) => Promise<void>;
  /**
   * True for a new row `apply` would leave as it is and no other row's `apply` ever reads: its create takes
   * neither the lock nor `apply` (on PostgreSQL, no linking transaction at all).
   */
  isInert?: (row: Row) => boolean;
};

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
  afterWrite?: AfterWrite;
  /** Create and update refuse a row that repeats another's name (400 `nameexists`). */
  uniqueBy?: UniqueBy;
  /** Delete refuses a row other data still refers to, naming what and how many (409 `inuse`). */
  referencedBy?: ReferencedBy;
  /**
   * Its rows belong to a match (`match: { id }`) and are locked while the match is signed off: every write answers
   * 409 `error.matchsigned`, but a resend of a row stored before answers as stored (src/server/signOff).
   */
  lockedBySignOff?: boolean;
  /** Its rows make up who a caller is (a user's organisation): a change takes effect on the next request. */
  isCallerData?: boolean;
};
