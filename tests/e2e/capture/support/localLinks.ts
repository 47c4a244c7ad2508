import type { Page } from '@playwright/test';

/** The opponent fields of a row, by its uuid: what links it to the other scorer's record. */
export type LinkFields = Record<string, Record<string, unknown>>;

export const EVENT_LINK_FIELDS = ['opponentEventUuid', 'opponentPossessionUuid'] as const;
export const POSSESSION_LINK_FIELDS = [
  'opponentPossessionUuid',
  'opponentPlayersInWater',
  'opponentFormation',
] as const;

/** Picks the link fields of rows (from the server or from the browser), by uuid; absent fields read as null. */
export function linkFieldsOf(rows: readonly Record<string, unknown>[], fields: readonly string[]): LinkFields {
  return Object.fromEntries(
    rows.map((row) => [String(row.uuid), Object.fromEntries(fields.map((field) => [field, row[field] ?? null]))]),
  );
}

/** This browser's copy (IndexedDB) of a match's events and possessions, both teams', with their link fields. */
export async function localLinks(
  page: Page,
  matchId: number,
): Promise<{ events: LinkFields; possessions: LinkFields }> {
  const stored = await page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('poolside');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = (store: string) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
    const [events, possessions] = await Promise.all([all('events'), all('possessions')]);
    db.close();
    const ofMatch = (row: Record<string, unknown>) => (row.match as { id?: number } | undefined)?.id === id;
    return { events: events.filter(ofMatch), possessions: possessions.filter(ofMatch) };
  }, matchId);
  return {
    events: linkFieldsOf(stored.events, EVENT_LINK_FIELDS),
    possessions: linkFieldsOf(stored.possessions, POSSESSION_LINK_FIELDS),
  };
}
