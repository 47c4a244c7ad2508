/**
 * Outbox drain rate in Chromium: the built app signed in as the demo scorer, 1,000 captures queued in its
 * IndexedDB while the tablet is offline, then the network comes back and the app's own sync delivers them
 * to the real server on loopback — on PGlite and, with DATABASE_URL, PostgreSQL. The time runs from the
 * network coming back to an empty outbox. The server runs in a process of its own, as in production, and has
 * stored a bulk request before (a league's server has been up for days; a first request after a start pays
 * for compiling its code paths, which says nothing about the drain).
 */
import type { Page, Worker } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { OutboxRow } from '../../src/data/db/rows';
import { newOutboxRow } from '../../src/data/outbox/newOutboxRow';
import type { MatchEvent } from '../../src/domain/model';
import { onEachDatabase, type BenchTarget } from './benchServer';
import { withBenchServerProcess } from './benchServerProcess';
import { benchApi } from './benchApi';
import { ensureAppBuilt, NAME_HELPER, signedInPage, TABLET_VIEWPORT, withBrowser } from './browser';
import { waitForActivatedServiceWorker } from '../e2e/support/serviceWorker';
import { rate } from './figures';
import type { Bench } from './run';

const QUEUED = 1000;
const DRAIN_TIMEOUT_MS = Number(process.env.DRAIN_TIMEOUT_MS ?? 10 * 60_000);

/** The captures of a long offline stretch, as the capture screen queues them: an event and its create. */
function queuedCaptures({ match }: BenchTarget, count = QUEUED): { events: MatchEvent[]; outbox: OutboxRow[] } {
  const now = Date.now();
  const events = Array.from({ length: count }, (_, i): MatchEvent => ({
    uuid: randomUUID(),
    match: { id: match.id },
    team: { id: match.team1.id },
    quarter: 1 + Math.floor(i / 250),
    time: i,
    type: 'DRIVE',
    offense: true,
    extraPlayer: false,
    needsReview: false,
    timeEstimated: false,
    playerNumber: 1 + (i % 13),
  }));
  const outbox = events.map((event) =>
    newOutboxRow({ entity: 'event', op: 'create', uuid: event.uuid, payload: event }, now, undefined),
  );
  return { events, outbox };
}

/** In the page: writes the rows straight into the app's database, in one transaction. */
async function storeInDevice(page: Page, rows: ReturnType<typeof queuedCaptures>): Promise<void> {
  await page.evaluate(async ({ events, outbox }) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('poolside');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['events', 'outbox'], 'readwrite');
    for (const event of events) tx.objectStore('events').put(event);
    for (const row of outbox) tx.objectStore('outbox').add(row);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, rows);
}

/**
 * In the page: the outbox rows left, by state. Counted on the state index, so the probe every 20 ms reads
 * no row: reading the whole queue each time would compete with the flush it measures.
 */
function outboxLeft(page: Page): Promise<{ pending: number; parked: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('poolside');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const byState = db.transaction('outbox').objectStore('outbox').index('state');
    const count = (state: string) =>
      new Promise<number>((resolve, reject) => {
        const request = byState.count(state);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const [pending, parked] = await Promise.all([count('pending'), count('parked')]);
    db.close();
    return { pending, parked };
  });
}

/**
 * In the page or the service worker: counts the IndexedDB requests made from now on, by store (or index) and
 * kind, so the figures show the work the drain does and not only its time. Returns nothing; read with
 * `indexedDbRequests`.
 */
function countIndexedDbRequests(): void {
  const counts: Record<string, number> = {};
  (globalThis as { __idbRequests?: Record<string, number> }).__idbRequests = counts;
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  const kinds = [
    'get',
    'getAll',
    'getAllKeys',
    'put',
    'add',
    'delete',
    'count',
    'openCursor',
    'openKeyCursor',
  ] as const;
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype] as unknown as Record<string, unknown>[]) {
    for (const kind of kinds) {
      const original = proto[kind] as ((...args: unknown[]) => unknown) | undefined;
      if (!original) continue;
      proto[kind] = function (this: IDBObjectStore | IDBIndex, ...args: unknown[]) {
        count(`${'objectStore' in this ? `${this.objectStore.name}.${this.name}` : this.name} ${kind}`);
        return original.apply(this, args);
      };
    }
  }
  const advance = IDBCursor.prototype.continue;
  IDBCursor.prototype.continue = function (this: IDBCursor, key?: IDBValidKey) {
    count('cursor step');
    return advance.call(this, key);
  };
}

/** The requests counted so far in the page or the worker, most frequent first; the count starts again. */
async function indexedDbRequests(where: Pick<Worker, 'evaluate'>): Promise<string> {
  const counts = await where.evaluate(() => {
    const counts = (globalThis as { __idbRequests?: Record<string, number> }).__idbRequests ?? {};
    const taken = { ...counts };
    for (const key of Object.keys(counts)) delete counts[key];
    return taken;
  });
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return `${total} (${Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, n]) => `${key} ${n}`)
    .join(', ')})`;
}

/** One bulk request of a few captures, through the API, before the measured drain. */
async function warmUp(target: BenchTarget): Promise<void> {
  const answer = await benchApi(target.base, target.token).post('/events/bulk', queuedCaptures(target, 20).events);
  if (answer.status !== 200) throw new Error(`warm-up bulk request answered ${answer.status}`);
}

async function drainOn(label: string, databaseUrl: string | undefined): Promise<void> {
  await withBenchServerProcess(databaseUrl, async (target) => {
    const api = benchApi(target.base, target.token);
    await warmUp(target);
    const storedEvents = async () =>
      Number((await api.get(`/events?matchId.equals=${target.match.id}&size=1`)).headers.get('X-Total-Count'));
    const storedBefore = await storedEvents();
    await withBrowser(async (browser) => {
      const page = await signedInPage(browser, target.base, target.token, TABLET_VIEWPORT);
      // As on a tablet: the app installed, its service worker in control, so it runs offline and flushes there.
      await page.goto('/');
      await waitForActivatedServiceWorker(page);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const syncStatus = page.getByTestId('sync-status');
      await syncStatus.getByText('All synced').waitFor();
      await page.context().setOffline(true);
      await storeInDevice(page, queuedCaptures(target));
      // The worker runs without the page's init scripts: it gets the runner's name helper before any function.
      const [worker] = page.context().serviceWorkers();
      await worker!.evaluate(NAME_HELPER);
      await Promise.all([worker!.evaluate(countIndexedDbRequests), page.evaluate(countIndexedDbRequests)]);
      await Promise.all([indexedDbRequests(worker!), indexedDbRequests(page)]);

      // Where the time goes: the answers awaited from the server (from the page or its service worker).
      const writes: { url: string; sentAt: number; answeredAt: number; ms: number }[] = [];
      page.context().on('requestfinished', (request) => {
        if (request.method() !== 'POST') return;
        const timing = request.timing();
        writes.push({
          url: new URL(request.url()).pathname,
          sentAt: timing.startTime + timing.requestStart,
          answeredAt: timing.startTime + timing.responseEnd,
          ms: timing.responseEnd - timing.requestStart,
        });
      });
      const serverCpuBefore = await target.cpuMs();
      const onlineAt = Date.now();
      const started = performance.now();
      await page.context().setOffline(false);
      // The app flushes on `online`; the tap on the indicator asks too and shares the running flush.
      await syncStatus.getByRole('button').first().click();
      let left = await outboxLeft(page);
      while (left.pending > 0 && performance.now() - started < DRAIN_TIMEOUT_MS) {
        await page.waitForTimeout(20);
        left = await outboxLeft(page);
      }
      const elapsed = performance.now() - started;
      const emptyAt = onlineAt + elapsed;
      const serverCpuMs = (await target.cpuMs()) - serverCpuBefore;
      const [workerRequests, pageRequests] = await Promise.all([indexedDbRequests(worker!), indexedDbRequests(page)]);
      const stored = await storedEvents();
      rate(
        `${label}: outbox drain in Chromium (${stored - storedBefore} stored, ${left.parked} parked, ${left.pending} left)`,
        QUEUED,
        elapsed,
        'writes',
      );
      const bulk = writes.filter((write) => write.url.endsWith('/bulk'));
      const inBulk = bulk.reduce((sum, write) => sum + write.ms, 0);
      console.log(
        `${label}: ${bulk.length} bulk requests answered in ${inBulk.toFixed(0)} ms summed (${bulk.map((write) => write.ms.toFixed(0)).join(', ')} ms), ${writes.length - bulk.length} other POSTs; the server process used ${serverCpuMs.toFixed(0)} ms of CPU`,
      );
      console.log(
        `${label}: IndexedDB requests until the queue was found empty: service worker ${workerRequests}; page (its live queries and this probe) ${pageRequests}`,
      );
      // The client's share: before the first request leaves, and after the last answer until the queue is empty.
      const firstSent = Math.min(...writes.map((write) => write.sentAt));
      const lastAnswered = Math.max(...writes.map((write) => write.answeredAt));
      console.log(
        `${label}: online → first request sent ${(firstSent - onlineAt).toFixed(0)} ms, requests sent ${writes.map((write) => (write.sentAt - onlineAt).toFixed(0)).join(', ')} ms, last answer → outbox empty ${(emptyAt - lastAnswered).toFixed(0)} ms`,
      );
    });
  });
}

const bench: Bench = {
  name: 'sync: outbox drain rate (Chromium → local server)',
  run: async () => {
    ensureAppBuilt();
    await onEachDatabase(drainOn);
  },
};

export default bench;
