import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAccess } from '../auth/guards';
import { mailOutbox } from '../db/schema';
import type { AppEnv } from '../http/appEnv';
import { linkHeader, parsePageable } from '../http/paging';
import { parseCriteria } from '../http/parseCriteria';
import { describeFields } from '../resources/describeFields';

/** Criteria filters of the outbox screen (`to.contains`, `subject.contains`, …); the order stays newest first. */
export const FILTERABLE = describeFields(mailOutbox, ['body']);

/** GET /api/admin/mail-outbox: mails kept without SMTP, newest first (admin only). */
export function mailOutboxRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => {
    requireAccess(c, 'admin');
    const query = new URL(c.req.url).searchParams;
    const pageable = parsePageable(query);
    const where = parseCriteria(query, FILTERABLE, ['page', 'size', 'sort']);
    const { db } = c.get('deps');
    const [mails, [total]] = await Promise.all([
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(pageable.size)
        .offset(pageable.page * pageable.size),
      db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    c.header('X-Total-Count', String(total?.n ?? 0));
    c.header('Link', linkHeader(c.req.path, query, pageable, total?.n ?? 0));
    return c.json(mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })));
  });
  return router;
}
