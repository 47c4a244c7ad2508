import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';

/**
 * GET /api/blog-articles: public; the blog article addresses this installation sets (BLOG_ARTICLE_URLS), by
 * slug. The app embeds these instead of its own defaults, so articles move without a new build.
 */
export function blogArticleRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Never cached, as no API answer is (http/applySecureHeaders.ts): a changed address counts at once.
  router.get('/', (c) => c.json(c.get('deps').config.blogArticleUrls));
  return router;
}
