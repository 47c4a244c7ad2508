import type { Page } from '@playwright/test';

export type OutboxEntry = { uuid: string; entity: string; op: string; ownerUserId: number | null };

/** What the browser keeps for the app: the 'poolside' IndexedDB database, read as the page sees it. */
export class DeviceStorage {
  constructor(readonly page: Page) {}

  /** Rows per table, every table of the database. */
  async counts(): Promise<Record<string, number>> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('poolside');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const names = [...db.objectStoreNames];
      const counts = await Promise.all(
        names.map(
          (name) =>
            new Promise<number>((resolve, reject) => {
              const request = db.transaction(name).objectStore(name).count();
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      db.close();
      return Object.fromEntries(names.map((name, i) => [name, counts[i]!]));
    });
  }

  async outbox(): Promise<OutboxEntry[]> {
    return this.page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('poolside');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      type Row = { uuid: string; entity: string; op: string; owner?: { userId: number } };
      const rows = await new Promise<Row[]>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').getAll();
        request.onsuccess = () => resolve(request.result as Row[]);
        request.onerror = () => reject(request.error);
      });
      db.close();
      return rows.map((row) => ({
        uuid: row.uuid,
        entity: row.entity,
        op: row.op,
        ownerUserId: row.owner?.userId ?? null,
      }));
    });
  }
}
