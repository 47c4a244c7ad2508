import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/data/db';
import { queueOutboxWrite } from '../../../../src/data/outbox';
import { scheduleRetry } from '../../../../src/data/sync/scheduleRetry';
import { anEvent, resetDb } from './outboxFixtures';

beforeEach(() => resetDb());

describe('waking the queue for a retry', () => {
  it('asks for a flush once the earliest pending write is due, even with no other trigger', async () => {
    const event = anEvent();
    await db.transaction('rw', db.outbox, db.meta, () =>
      queueOutboxWrite({ entity: 'event', op: 'create', uuid: event.uuid, payload: event }),
    );
    const requestSync = vi.fn(async () => undefined);

    await scheduleRetry(requestSync);

    expect(requestSync).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(requestSync).toHaveBeenCalledTimes(1), { timeout: 5_000, interval: 100 });
  });

  it('sets no timer when nothing is pending', async () => {
    const requestSync = vi.fn(async () => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await scheduleRetry(requestSync);
      vi.advanceTimersByTime(10 * 60_000);
    } finally {
      vi.useRealTimers();
    }
    expect(requestSync).not.toHaveBeenCalled();
  });
});
