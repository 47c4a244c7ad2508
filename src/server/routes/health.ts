import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';

/** GET /api/health: public; 200 `{status: "UP"}` when the database answers, 503 otherwise. */
export function healthRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    try {
      await c.get('deps').db.execute(sql`select 1`);
      return c.json({ status: 'UP', components: { db: { status: 'UP' } } });
    } catch {
      return c.json({ status: 'DOWN', components: { db: { status: 'DOWN' } } }, 503);
    }
  });
  return router;
}
