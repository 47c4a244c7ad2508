import { statfsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';

/**
 * Below this, DATA_DIR is reported DOWN: room for one more PGlite WAL segment (16 MiB) and a few clips'
 * spooling is the least a server taking writes needs, and an operator hears of it before writes answer 507.
 */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

type Component = { status: 'UP' | 'DOWN' | 'UNKNOWN'; details?: Record<string, number> };

/**
 * GET /api/health: public; 200 `{status: "UP", components: {db, diskSpace}}` when the database answers and
 * DATA_DIR has room, 503 with status DOWN otherwise (Spring Boot actuator's shape). `readFreeBytes` is
 * injectable so a test can report a nearly full disk.
 */
export function healthRoutes(options: { readFreeBytes?: (dir: string) => number } = {}): Hono<AppEnv> {
  const readFree = options.readFreeBytes ?? readFreeBytes;
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    const deps = c.get('deps');
    const db = await checkDatabase(() => deps.db.execute(sql`select 1`));
    const diskSpace = checkDiskSpace(() => readFree(deps.config.dataDir));
    const isUp = db.status === 'UP' && diskSpace.status !== 'DOWN';
    return c.json({ status: isUp ? 'UP' : 'DOWN', components: { db, diskSpace } }, isUp ? 200 : 503);
  });
  return router;
}

async function checkDatabase(query: () => Promise<unknown>): Promise<Component> {
  try {
    await query();
    return { status: 'UP' };
  } catch {
    return { status: 'DOWN' };
  }
}

/** A data directory that cannot be measured (not created yet, a platform without statfs) is not a full one. */
function checkDiskSpace(read: () => number): Component {
  let free: number;
  try {
    free = read();
  } catch {
    return { status: 'UNKNOWN' };
  }
  return { status: free < MIN_FREE_BYTES ? 'DOWN' : 'UP', details: { free, threshold: MIN_FREE_BYTES } };
}

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
function readFreeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}
