import type { Collection, EntityTable, IndexableType } from 'dexie';

/**
 * Cached rows a server answer replaces as a whole, e.g. one team's events in one match: the rows the server
 * no longer lists are deleted from it, unless they are local work (replaceScopeRows). `key` names it in a guard.
 */
export type CacheScope<T extends { uuid: string } = { uuid: string }> = {
  key: string;
  table: EntityTable<T, 'uuid'>;
  rows: () => Collection<T, string>;
};

/** The rows of `table` whose `index` holds one of `values`: cacheScope(db.events, 'match.id', [1, 2]). */
export function cacheScope<T extends { uuid: string }>(
  table: EntityTable<T, 'uuid'>,
  index: string,
  values: readonly IndexableType[],
): CacheScope<T> {
  return {
    key: `${table.name} ${index} ${JSON.stringify(values)}`,
    table,
    // One value is a key range, which IndexedDB walks directly; anyOf walks the index with a cursor.
    rows: () =>
      (values.length === 1
        ? table.where(index).equals(values[0]!)
        : table.where(index).anyOf([...values])) as Collection<T, string>,
  };
}
