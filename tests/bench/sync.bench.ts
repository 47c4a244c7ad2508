/**
 * Outbox drain rate: 1,000 captures queued offline in the browser database (fake-indexeddb here),
 * then one flush delivers them to the real server on loopback — on PGlite and, with DATABASE_URL, PostgreSQL.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { db } from '../../src/data/db';
import { flushOutbox, queueOutboxWrite } from '../../src/data/outbox';
import { createHttpTransport } from '../../src/data/sync/createHttpTransport';
import type { MatchEvent } from '../../src/domain/model';
import { onEachDatabase, withBenchServer } from './benchServer';
import { rate } from './figures';

const QUEUED = 1000;

async function drainOn(label: string, databaseUrl: string | undefined): Promise<void> {
  await withBenchServer(databaseUrl, async ({ base, token, match }) => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.auth.put({ key: 'current', token });
    const account = await (
      await fetch(`${base}/api/account`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    await db.account.put({ key: 'current', account });
    await db.transaction('rw', db.events, db.outbox, async () => {
      for (let i = 0; i < QUEUED; i += 1) {
        const event: MatchEvent = {
          uuid: randomUUID(),
          match: { id: match.id },
          team: { id: match.team1.id },
          quarter: 1 + Math.floor(i / 250),
          time: i,
          type: 'DRIVE',
          offense: true,
          extraPlayer: false,
          needsReview: false,
          playerNumber: 1 + (i % 13),
        };
        await db.events.put(event);
        await queueOutboxWrite({ entity: 'event', op: 'create', uuid: event.uuid, payload: event });
      }
    });
    const http = createHttpTransport(async () => token, `${base}/api`);
    let inTransportMs = 0;
    const transport: typeof http = async (request) => {
      const started = performance.now();
      try {
        return await http(request);
      } finally {
        inTransportMs += performance.now() - started;
      }
    };
    const started = performance.now();
    const result = await flushOutbox({ transport, isOnline: () => true });
    rate(
      `${label}: outbox drain (${result.sent} sent, ${result.failed} failed, ${await db.outbox.count()} left)`,
      QUEUED,
      performance.now() - started,
      'writes',
    );
    console.log(`${label}: HTTP answers awaited, summed over the parallel calls: ${inTransportMs.toFixed(0)} ms`);
  });
}

export default { name: 'sync: outbox drain rate', run: () => onEachDatabase(drainOn) };
