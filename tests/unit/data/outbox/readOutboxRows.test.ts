import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../../src/data/db';
import { newOutboxRow } from '../../../../src/data/outbox/newOutboxRow';
import { readOutboxRows } from '../../../../src/data/outbox/readOutboxRows';
import { resetDb } from './outboxFixtures';

beforeEach(async () => {
  await resetDb();
  const rows = Array.from({ length: 40 }, (_, i) => ({
    ...newOutboxRow({ entity: 'event', op: 'create', uuid: `u${i + 1}`, payload: null }, 0, undefined),
    id: i + 1,
  }));
  await db.outbox.bulkAdd(rows);
  await db.outbox.bulkDelete([5, 30]);
});

describe('reading outbox rows by id', () => {
  it.each<[string, number[], (string | undefined)[]]>([
    ['neighbours, in the order asked', [4, 2, 3], ['u4', 'u2', 'u3']],
    ['neighbours with others between them, which are not answered', [2, 4, 6], ['u2', 'u4', 'u6']],
    ['a row gone meanwhile answers nothing', [4, 5, 6], ['u4', undefined, 'u6']],
    ['rows far apart in a long queue', [1, 30, 40], ['u1', undefined, 'u40']],
    ['none', [], []],
  ])('%s', async (_, ids, uuids) => {
    const rows = await readOutboxRows(ids);

    expect(rows.map((row) => row?.uuid)).toEqual(uuids);
  });
});
