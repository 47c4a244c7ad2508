import { Dexie, type Table } from 'dexie';

/** Throws unless called inside one Dexie transaction over `tables`: a guarded check and its write must not part. */
export function requireTransaction(...tables: readonly Table[]): void {
  const open = Dexie.currentTransaction?.storeNames ?? [];
  const missing = tables.filter((table) => !open.includes(table.name)).map((table) => table.name);
  if (missing.length > 0) throw new Error(`Must run inside a transaction over ${missing.join(', ')}`);
}
