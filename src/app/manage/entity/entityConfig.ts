import type { ComponentType, ReactNode } from 'react';
import type * as v from 'valibot';
import type { Entity } from '../../../data/manage';

/** Where a relationship's choices come from: an entity list searched by one text filter. */
export type RefSource = {
  apiPath: string;
  /** The criteria filter the typed text goes into, e.g. `name.contains`. */
  searchParam: string;
  sort: string;
  labelOf: (row: Entity) => string;
  /** Extra criteria, e.g. only the players of one team. */
  where?: Record<string, string>;
};

export type ColumnConfig = {
  header: string;
  /** The `sort` property; a column without one cannot be sorted. */
  sortKey?: string;
  cell: (row: Entity) => ReactNode;
  /** The column that links to the row's detail. */
  isLink?: boolean;
  className?: string;
};

export type FilterConfig =
  | { kind: 'text'; param: string; label: string }
  | { kind: 'number'; param: string; label: string }
  | { kind: 'select'; param: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'boolean'; param: string; label: string }
  | { kind: 'ref'; param: string; label: string; source: RefSource };

export type FieldConfig = {
  name: string;
  label: string;
  hint?: string;
  /** Shown only when this says so, e.g. shot fields only for shots. */
  isShown?: (values: Entity) => boolean;
} & (
  | { kind: 'text' | 'textarea' | 'email' | 'url' | 'datetime' | 'caps' | 'checkbox' | 'number' | 'decimal' }
  | { kind: 'select'; options: readonly { value: string | number; label: string }[]; emptyLabel?: string }
  | { kind: 'checkboxes'; options: readonly { value: string; label: string }[] }
  | { kind: 'ref'; source: RefSource }
);

export type DetailItem = { label: string; value: (row: Entity) => ReactNode };

/** Panels under a detail view (a match's roster, a team's players…); `reload` refetches the entity. */
export type DetailPanel = ComponentType<{ entity: Entity; reload: () => void }>;

/**
 * One sub-area of manage or admin as configuration of the generic list, detail and form screens
 * (STYLE.md: one generic piece configured per entity).
 */
export type EntityConfig = {
  /** URL segment: /manage/{route}. */
  route: string;
  /** Other segments that lead here (the API's plural, e.g. `teams`). */
  aliases?: readonly string[];
  apiPath: string;
  title: string;
  singular: string;
  labelOf: (row: Entity) => string;
  /** The key in detail URLs and API paths; the id unless said otherwise (users go by login). */
  keyOf?: (row: Entity) => string | number;
  defaultSort: string;
  columns: readonly ColumnConfig[];
  filters: readonly FilterConfig[];
  detail: readonly DetailItem[];
  panels?: readonly DetailPanel[];
  /** Read one row; default GET {apiPath}/{key}. */
  fetchOne?: (key: string) => Promise<Entity>;
  form?: {
    schema: v.GenericSchema;
    fields: readonly FieldConfig[];
    empty: () => Entity;
    /** Cross-field rules the schema cannot say, as field → message. */
    check?: (values: Entity) => Record<string, string>;
    /** Send the validated values; default POST or PUT at apiPath. */
    save?: (values: Entity, existing: Entity | null) => Promise<Entity>;
  };
  canDelete?: boolean;
  /** Delete by something else than DELETE {apiPath}/{key} (e.g. a video's file first). */
  remove?: (row: Entity) => Promise<void>;
  /** Actions beside "New …" on the list (the matches' "Import match"). */
  listActions?: readonly ComponentType<{ config: EntityConfig }>[];
  /** Pages under a row, /{route}/{key}/{segment} (a team's CSV import). */
  subPages?: readonly { segment: string; component: ComponentType<{ entity: Entity }> }[];
};
