import { expect, type Page } from '@playwright/test';
import type { CapturePage } from '../capture/pages/CapturePage';
import type { CaptureMatch } from '../capture/support/captureMatch';
import { authenticate, newApiContext } from '../support/api';
import { DEMO_USERS } from '../support/roles';

/** How many events this browser holds, of any match, read from IndexedDB. */
function storedEventCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('poolside');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = await new Promise<number>((resolve, reject) => {
      const request = db.transaction('events').objectStore('events').count();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return count;
  });
}

/**
 * Captures `count` events by the fastest path the screen offers, as a scorer would: a drive is the player, then
 * Drive, which saves on that tap; every tenth is a turnover (a new possession: Turnover, its type, Save). Each
 * capture is waited for until it is stored on the device (Last events shows only the newest few rows).
 */
export async function captureEvents(capture: CapturePage, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const before = await storedEventCount(capture.page);
    if (i % 10 === 9) {
      await capture.chooseEvent('Turnover');
      // The editor opens before anything is picked: a tap that lands earlier picks nothing on a busy device.
      await expect(capture.saveButton).toBeVisible();
      await capture.choice('Turnover type', 'Bad pass').click();
      await capture.save();
    } else {
      await capture.pickPlayer(2 + (i % 5));
      await capture.chooseEvent('Drive');
    }
    await expect.poll(() => storedEventCount(capture.page)).toBeGreaterThan(before);
  }
}

type Stored = { uuid: string };

/** What this browser holds for a match: its events and possessions, and the outbox, read from IndexedDB. */
export async function localRows(page: Page, matchId: number) {
  return page.evaluate(async (id) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('poolside');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    type Row = {
      uuid: string;
      match?: { id: number };
      state?: string;
      entity?: string;
      op?: string;
      lastError?: string | null;
    };
    const [events, possessions, outbox] = await Promise.all([
      all<Row>('events'),
      all<Row>('possessions'),
      all<Row>('outbox'),
    ]);
    db.close();
    return {
      events: events.filter((e) => e.match?.id === id).map((e) => e.uuid),
      possessions: possessions.filter((p) => p.match?.id === id).map((p) => p.uuid),
      outbox: outbox.map((row) => ({
        uuid: row.uuid,
        state: row.state,
        entity: row.entity,
        op: row.op,
        lastError: row.lastError,
      })),
    };
  }, matchId);
}

/** Every uuid the server holds for a match, duplicates included (so a double delivery would show). */
export async function serverUuids(match: CaptureMatch, resource: 'events' | 'possessions'): Promise<string[]> {
  const api = await newApiContext();
  try {
    const token = await authenticate(api, DEMO_USERS.user.username, DEMO_USERS.user.password);
    const response = await api.get(`/api/${resource}?matchId.equals=${match.id}&sort=id,asc&size=2000`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as Stored[]).map((row) => row.uuid);
  } finally {
    await api.dispose();
  }
}

/**
 * The server holds exactly the events and possessions this browser holds for the match, each uuid once, and
 * nothing is left to send. Returns the local rows for further checks.
 */
export async function expectDeliveredExactlyOnce(page: Page, match: CaptureMatch) {
  // The sync badge may still show the previous 'All synced' for a moment after a capture: the outbox tells.
  await expect.poll(async () => (await localRows(page, match.id)).outbox, { timeout: 60_000 }).toEqual([]);
  const local = await localRows(page, match.id);
  const [events, possessions] = [await serverUuids(match, 'events'), await serverUuids(match, 'possessions')];
  expect(local.outbox).toEqual([]);
  expect(new Set(events).size).toBe(events.length);
  expect(events.toSorted()).toEqual(local.events.toSorted());
  expect(new Set(possessions).size).toBe(possessions.length);
  expect(possessions.toSorted()).toEqual(local.possessions.toSorted());
  return local;
}
