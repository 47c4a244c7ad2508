import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from '../http/appEnv';
import { API_REFERENCE_CSS } from '../openapi/apiReferenceCss';
import { openApiDocument } from '../openapi/buildOpenApiDocument';
import { renderApiReference } from '../openapi/renderApiReference';

/**
 * The API's description, public as it tells no data: `GET /v3/api-docs` (OpenAPI 3.1, where JHipster publishes
 * it) and `GET /api-docs`, a page to read rendered on the server, styled from this server only (the app's CSP
 * allows no inline style or script, and needs neither here).
 */
export function apiDocsRoutes(): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const gzip = compress({ encoding: 'gzip' });
  let page: string | undefined;
  router.get('/v3/api-docs', gzip, (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(openApiDocument());
  });
  router.get('/api-docs', gzip, (c) => {
    page ??= renderApiReference(openApiDocument());
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
  router.get('/api-docs/reference.css', (c) =>
    c.body(API_REFERENCE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  return router;
}
