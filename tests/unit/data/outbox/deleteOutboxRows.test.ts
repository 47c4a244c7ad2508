import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import { deleteOutboxRows } from '../../../../src/data/outbox/deleteOutboxRows';
import { newOutboxRow } from '../../../../src/data/outbox/newOutboxRow';
import { resetDb } from './outboxFixtures';

/** Queues rows 1..n, then removes the ids in `gone` (rows delivered or discarded earlier). */
async function queueRows(count: number, gone: number[] = []): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    ...newOutboxRow({ entity: 'event', op: 'create', uuid: `u${i + 1}`, payload: null }, 0, undefined),
    id: i + 1,
  }));
  await db.outbox.bulkAdd(rows);
  await db.outbox.bulkDelete(gone);
}

beforeEach(() => resetDb());

describe('deleting delivered outbox rows', () => {
  it.each<[string, number, number[], number[], number[]]>([
    ['a run of neighbours', 6, [], [2, 3, 4, 5], [1, 6]],
    ['rows that stay between them split the run', 8, [], [1, 2, 4, 6, 7], [3, 5, 8]],
    ['an id gone already does not split a run', 6, [3], [2, 4, 5], [1, 6]],
    ['ids no longer queued are ignored', 4, [4], [4, 9], [1, 2, 3]],
    ['every row', 5, [], [5, 1, 3, 2, 4], []],
    ['nothing', 3, [], [], [1, 2, 3]],
  ])('%s', async (_, count, gone, ids, left) => {
    await queueRows(count, gone);

    await db.transaction('rw', db.outbox, () => deleteOutboxRows(ids));

    expect(await db.outbox.toCollection().primaryKeys()).toEqual(left);
  });

  it('runs only inside a transaction, where the rows it reads cannot change before they go', async () => {
    await queueRows(2);

    await expect(deleteOutboxRows([1])).rejects.toThrow(/inside a transaction/);
    expect(await db.outbox.count()).toBe(2);
  });
});
