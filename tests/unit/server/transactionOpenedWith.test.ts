import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../src/server/db/connect';
import type { Database, DatabaseHandle } from '../../../src/server/db/database';
import { readTogether } from '../../../src/server/db/readTogether';
import { reusableQuery } from '../../../src/server/db/reusableQuery';
import { sqlLiteral } from '../../../src/server/db/sqlLiteral';
import { transactionOpenedWith } from '../../../src/server/db/transactionOpenedWith';
import { createScratchDatabase, type ScratchDatabase } from './support/createScratchDatabase';

/** PGlite in memory, or a scratch database of its own when DATABASE_URL names a PostgreSQL server. */
let handle: DatabaseHandle;
let scratch: ScratchDatabase | undefined;
let db: Database;

beforeAll(async () => {
  const adminUrl = process.env.DATABASE_URL;
  scratch = adminUrl ? await createScratchDatabase(adminUrl, 'poolside_opened') : undefined;
  handle = await connectDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
  db = handle.db;
  await db.execute(sql`create table tally (n int not null)`);
});

afterAll(async () => {
  await handle.close();
  await scratch?.drop();
});

const rowsOf = async (statement: string) =>
  ((await db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] }).rows;
const tally = async () => (await rowsOf('select n from tally order by n')).map((row) => row.n);
const LOCK = 'select pg_advisory_xact_lock(7405099, 1)';

describe('sqlLiteral', () => {
  it.each([
    ['plain text', 'Kovács', 'Kovács'],
    ['a quote', "O'Neill", "O'Neill"],
    ['a backslash and a quote', "a\\' or 1=1 --", "a\\' or 1=1 --"],
    ['a uuid', '0b6f1a52-7d0e-4a8e-9d51-3a1f6f4f1c11', '0b6f1a52-7d0e-4a8e-9d51-3a1f6f4f1c11'],
    ['a number', 42, '42'],
    ['a negative fraction', -1.5, '-1.5'],
    ['true', true, 'true'],
    ['null', null, null],
    ['ids', [3, 1, 2], '{3,1,2}'],
  ])('writes %s as the database reads the parameter', async (_, value, read) => {
    const [row] = await rowsOf(`select (${sqlLiteral(value)})::text as value`);
    expect(row!.value).toBe(read);
  });

  it.each([
    ['an object', { id: 1 }],
    ['a date', new Date(0)],
    ['not a number', Number.NaN],
    ['a list of texts', ['a', 'b']],
  ])('refuses %s rather than writing it wrongly', (_, value) => {
    expect(() => sqlLiteral(value)).toThrow(TypeError);
  });
});

describe('transactionOpenedWith', () => {
  it('answers the rows of the statements sent with the BEGIN, in order, and commits the work', async () => {
    const seen = await transactionOpenedWith(
      db,
      [LOCK, 'select 1 as a', 'select 2 as b union all select 3'],
      async (tx, opened) => {
        await tx.execute(sql`insert into tally values (1)`);
        return opened;
      },
    );
    expect(seen.slice(1)).toEqual([[{ a: 1 }], [{ b: 2 }, { b: 3 }]]);
    expect(await tally()).toEqual([1]);
  });

  it('keeps nothing of work that fails, and the next transactions run on clean connections', async () => {
    const failing = transactionOpenedWith(db, [LOCK], async (tx) => {
      await tx.execute(sql`insert into tally values (2)`);
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await expect(transactionOpenedWith(db, [LOCK, 'select 1/0'], async () => 'ran')).rejects.toThrow();
    for (let i = 0; i < 12; i++) {
      await transactionOpenedWith(db, [LOCK], (tx) => tx.execute(sql`select 1`));
    }
    expect(await tally()).toEqual([1]);
  });

  it('runs a statement sent after a lock on what the lock’s previous holder committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let isLocked!: () => void;
    const locked = new Promise<void>((resolve) => (isLocked = resolve));
    const first = transactionOpenedWith(db, [LOCK], async (tx) => {
      isLocked();
      await held;
      await tx.execute(sql`insert into tally values (10)`);
    });
    await locked;
    const second = transactionOpenedWith(
      db,
      [LOCK, 'select count(*)::int as n from tally where n = 10'],
      async (_, opened) => opened[1],
    );
    // On PostgreSQL the second waits for the lock before the first writes (PGlite runs one transaction at a time).
    const waiting = "select 1 from pg_locks where not granted and locktype = 'advisory' and classid = 7405099";
    while (scratch && (await rowsOf(waiting)).length === 0) await sleep(5);
    release();
    await first;
    expect(await second).toEqual([{ n: 1 }]);
  });
});

describe('readTogether', () => {
  const above = reusableQuery<'least'>((tx, param) =>
    tx.execute(sql`select n from tally where n >= ${param('least')}::int order by n`),
  );

  it('answers a reusable statement with each call’s own values, prepared once and then executed', async () => {
    await db.execute(sql`insert into tally values (20), (30)`);
    for (const [least, expected] of [
      [20, [20, 30]],
      [25, [30]],
      [31, []],
      [20, [20, 30]],
    ] as const) {
      const [, rows] = await readTogether(db, [LOCK, above.batched({ least })]);
      expect(rows!.map((row) => row.n)).toEqual(expected);
    }
  });

  it('gives up a connection whose batch failed, and the next batches run', async () => {
    await expect(readTogether(db, [above.batched({ least: 1 }), 'select 1/0'])).rejects.toThrow();
    for (let i = 0; i < 12; i++) {
      const [rows] = await readTogether(db, [above.batched({ least: 30 })]);
      expect(rows!.map((row) => row.n)).toEqual([30]);
    }
  });
});
