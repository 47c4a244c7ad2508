import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { connectDatabase } from '../../../src/server/db/connect';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { startEmbeddedMaintenance } from '../../../src/server/db/startEmbeddedMaintenance';
import { createLogger } from '../../../src/server/http/logger';

/** The planner's row estimate for the event table: -1 until statistics were gathered (PostgreSQL 14+). */
async function eventRowEstimate(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(sql`select reltuples from pg_class where relname = 'event'`)) as unknown as {
    rows: { reltuples: number }[];
  };
  return Number(result.rows[0]!.reltuples);
}

async function addEvents(handle: DatabaseHandle, count: number): Promise<void> {
  await handle.db.execute(sql`
    with org as (insert into organization (name) values ('Maintained') returning id),
         team as (insert into team (organization_id, name) select id, 'Home' from org returning id, organization_id),
         m as (insert into match (organization_id, name, team1_id, team2_id)
               select organization_id, 'M', id, id from team returning id, organization_id, team1_id)
    insert into event (organization_id, uuid, match_id, team_id, quarter, time, type, offense)
    select m.organization_id, gen_random_uuid(), m.id, m.team1_id, 1, g, 'DRIVE', true from m, generate_series(1, ${count}) g`);
}

describe('the embedded database is looked after as autovacuum would', () => {
  let handle: DatabaseHandle;
  let stop: () => Promise<void> = async () => {};
  afterEach(async () => {
    await stop();
    await handle.close();
  });

  test('statistics are gathered when the server starts serving, and again on its schedule', async () => {
    handle = await connectDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    expect(await eventRowEstimate(handle)).toBe(-1);
    await addEvents(handle, 300);
    const maintenance = startEmbeddedMaintenance(handle, createLogger('silent'), 50);
    stop = maintenance.stop;
    await expect.poll(() => eventRowEstimate(handle)).toBe(300);
    await addEvents(handle, 200);
    await expect.poll(() => eventRowEstimate(handle)).toBe(500);
  });
});
