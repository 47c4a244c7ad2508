import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Authority } from '../../../../src/domain/model';
import { createApp, createAppDeps } from '../../../../src/server/app';
import { signToken } from '../../../../src/server/auth/jwt';
import { hashPassword } from '../../../../src/server/auth/passwords';
import { loadConfig } from '../../../../src/server/config';
import { connectDatabase } from '../../../../src/server/db/connect';
import type { Database } from '../../../../src/server/db/database';
import { appUser, organization, userExtra } from '../../../../src/server/db/schema';

/**
 * One app per test file on a fresh database: PGlite in memory, or, when DATABASE_URL is set, a new
 * PostgreSQL database of its own (so files may run in parallel workers), dropped again by `close`.
 */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
export type TestUser = { id: number; login: string; token: string };

const TABLES = [
  'event',
  'possession',
  'match_external_id',
  'match_video',
  'match_player',
  'match',
  'player',
  'team',
  'league',
  'user_extra',
  'app_user',
  'organization',
  'mail_outbox',
  'auth_throttle',
];

export async function startTestServer(options: { distDir?: string } = {}) {
  const adminUrl = process.env.DATABASE_URL;
  const databaseName = `poolside_test_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const handle = await connectDatabase({ databaseUrl, pgliteDir: 'memory://' });
  await handle.migrate();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DIST_DIR: options.distDir ?? '/nonexistent-dist' }),
    logLevel: 'silent' as const,
  };
  let now = new Date('2025-03-01T10:00:00Z');
  const clock = () => new Date(now);
  const jwtSecret = randomBytes(64);
  const deps = createAppDeps({ db: handle.db, config, jwtSecret, clock, listen: handle.listen });
  const app = createApp(deps);
  const db: Database = handle.db;
  const passwordHashes = new Map<string, Promise<string>>();

  const request = (
    method: string,
    path: string,
    init: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.raw;
    if (init.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      body = JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
    return app.request(`http://localhost${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  };

  const createOrganization = async (name: string) => {
    const [org] = await db.insert(organization).values({ name }).returning();
    return org!;
  };

  const createUser = async (
    login: string,
    authorities: Authority[],
    organizationId: number | null,
    password = login,
  ): Promise<TestUser> => {
    if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
    const [user] = await db
      .insert(appUser)
      .values({
        login,
        email: `${login}@example.com`,
        passwordHash: await passwordHashes.get(password)!,
        activated: true,
        authorities,
        firstName: login,
        lastName: 'Tester',
        langKey: 'en',
      })
      .returning();
    await db.insert(userExtra).values({ id: user!.id, organizationId });
    return {
      id: user!.id,
      login,
      token: await signToken(jwtSecret, { login, userId: user!.id, authorities }, clock()),
    };
  };

  return {
    app,
    db,
    deps,
    kind: handle.kind,
    listen: handle.listen,
    request,
    createOrganization,
    createUser,
    setNow: (date: Date) => {
      now = date;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    truncateAll: async () => {
      // Work a request left running (a reset mail) must not land in the next test's tables.
      await deps.background.idle();
      // Ids restart: a principal cached for an id must not answer for the next test's user of that id.
      deps.principals.clear();
      return db.execute(sql.raw(`truncate table ${TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`));
    },
    close: async () => {
      await deps.live.close();
      await handle.close();
      if (adminUrl) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${databaseName} with (force)`);
        await admin.end();
      }
    },
  };
}

/** Reads a JSON body, failing loudly with the status and text when it is not JSON. */
export async function json<T = unknown>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Expected JSON, got ${response.status}: ${text.slice(0, 200)}`);
  }
}
