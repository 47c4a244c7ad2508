import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import { queueOutboxWrite } from '../../../../src/data/outbox';
import { performGuardedFlush } from '../../../../src/data/sync';
import { createFakeServer } from './fakeServer';
import { anEvent, resetDb } from './outboxFixtures';

async function queue(count: number) {
  for (let i = 0; i < count; i += 1) {
    const event = anEvent();
    await db.transaction('rw', db.events, db.outbox, db.meta, async () => {
      await db.events.put(event);
      await queueOutboxWrite({ entity: 'event', op: 'create', uuid: event.uuid, payload: event });
    });
  }
}

/** A lock manager like the browser's: one holder at a time, others wait their turn. */
function createLocks() {
  let tail = Promise.resolve();
  let held = 0;
  let maxHeld = 0;
  return {
    get maxHeld() {
      return maxHeld;
    },
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(async () => {
        held += 1;
        maxHeld = Math.max(maxHeld, held);
        try {
          return await callback();
        } finally {
          held -= 1;
        }
      });
      tail = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

beforeEach(() => resetDb());

describe('one flush at a time', () => {
  it('concurrent triggers share the running flush and nothing is sent twice', async () => {
    const server = createFakeServer();
    const locks = createLocks();
    await queue(5);
    const deps = { transport: server.transport, isOnline: () => true };

    const results = await Promise.all([
      performGuardedFlush(deps, locks),
      performGuardedFlush(deps, locks),
      performGuardedFlush(deps, locks),
    ]);

    expect(new Set(results).size).toBe(1);
    expect(server.postedUuids()).toHaveLength(5);
    expect(locks.maxHeld).toBe(1);
  });

  it('a capture made while a flush runs is delivered by the extra pass it asked for', async () => {
    const server = createFakeServer();
    await queue(2);
    const deps = { transport: server.transport, isOnline: () => true };

    const first = performGuardedFlush(deps, createLocks());
    await queue(1);
    const second = performGuardedFlush(deps, createLocks());
    await Promise.all([first, second]);

    expect(server.tables.events.size).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });
});
