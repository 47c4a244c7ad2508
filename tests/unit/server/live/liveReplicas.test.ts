import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp, createAppDeps } from '../../../../src/server/app';
import { loadConfig } from '../../../../src/server/config';
import { connectDatabase } from '../../../../src/server/db/connect';
import type { DatabaseHandle } from '../../../../src/server/db/database';
import { event, liveShare, match, organization, team } from '../../../../src/server/db/schema';
import { createScratchDatabase, type ScratchDatabase } from '../support/createScratchDatabase';
import { followSnapshots } from './support/liveFixtures';
import { readServerSentEvents } from './support/readServerSentEvents';

/**
 * Issue 14 across replicas: two server processes on one PostgreSQL, each with its own hub listening on its
 * own connection. A write through one replica's pool reaches a viewer connected to the other (NOTIFY).
 * Runs in the PostgreSQL phase of CI (DATABASE_URL set).
 */
const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('live viewers of two replicas on one PostgreSQL', () => {
  let database: ScratchDatabase;
  const handles: DatabaseHandle[] = [];
  const apps: ReturnType<typeof createApp>[] = [];
  const hubs: ReturnType<typeof createAppDeps>['live'][] = [];
  const ids = { organization: 0, team1: 0, match: 0 };
  const shareId = randomBytes(18).toString('base64url');

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'poolside_live');
    for (let i = 0; i < 2; i++) handles.push(await connectDatabase({ databaseUrl: database.url, pgliteDir: '' }));
    await handles[0]!.migrate();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'silent' as const };
    for (const handle of handles) {
      const deps = createAppDeps({ db: handle.db, config, jwtSecret: randomBytes(64), listen: handle.listen });
      await deps.live.start();
      hubs.push(deps.live);
      apps.push(createApp(deps));
    }
    const db = handles[0]!.db;
    const [org] = await db.insert(organization).values({ name: 'Replica Club' }).returning();
    const teams = await db
      .insert(team)
      .values([
        { organizationId: org!.id, name: 'Sharks' },
        { organizationId: org!.id, name: 'Eels' },
      ])
      .returning();
    const [created] = await db
      .insert(match)
      .values({ organizationId: org!.id, name: 'Sharks - Eels', team1Id: teams[0]!.id, team2Id: teams[1]!.id })
      .returning();
    await db.insert(liveShare).values({ matchId: created!.id, organizationId: org!.id, shareId });
    Object.assign(ids, { organization: org!.id, team1: teams[0]!.id, match: created!.id });
  }, 60_000);

  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  const goal = (time: number) => ({
    organizationId: ids.organization,
    uuid: randomUUID(),
    matchId: ids.match,
    teamId: ids.team1,
    quarter: 1,
    time,
    type: 'SHOOT' as const,
    offense: true,
    shootOutcome: 'GOAL' as const,
  });

  test('a goal written through replica A reaches a viewer of replica B, and its deletion too', async () => {
    const stream = readServerSentEvents(await apps[1]!.request(`http://localhost/api/live/${shareId}/stream`));
    // The first message is the whole snapshot, each later one the change from it.
    const states = followSnapshots(stream);
    const snapshotOf = async () => (await states.nextSnapshot()).snapshot;
    expect((await snapshotOf()).teams.team1.score).toBe(0);

    const [row] = await handles[0]!.db.insert(event).values(goal(100)).returning();
    expect((await snapshotOf()).teams.team1.score).toBe(1);

    await handles[0]!.db.delete(event).where(eq(event.id, row!.id));
    expect((await snapshotOf()).teams.team1.score).toBe(0);
    await stream.close();
  });

  test('a share deleted on replica A ends the stream of replica B', async () => {
    const stream = readServerSentEvents(await apps[1]!.request(`http://localhost/api/live/${shareId}/stream`));
    await stream.nextData();
    await handles[0]!.db.delete(liveShare);
    expect(await stream.nextData()).toBeNull();
    expect((await apps[1]!.request(`http://localhost/api/live/${shareId}`)).status).toBe(404);
  });
});
