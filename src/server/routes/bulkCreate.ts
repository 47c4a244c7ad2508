import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv';
import { httpProblem } from '../http/problem';
import { readJsonBody } from '../http/readJsonBody';
import { callerOrganization } from '../resources/callerOrganization';
import { createMany } from '../resources/createMany';
import { describeResource } from '../resources/describeResource';
import type { ResourceConfig } from '../resources/resourceConfig';

/** The most entities one bulk request may hold (and the body at most MAX_BODY_BYTES). */
export const MAX_BULK_ENTITIES = 500;

/**
 * `POST /api/{events,possessions}/bulk`: what a device queued offline, in one request.
 *
 * Request: a JSON array of 0–500 entities, each exactly the body of a single `POST /api/{resource}`.
 * Response 200: a JSON array with one result per entity, in the order sent:
 *   `{ "uuid": string | null, "status": 201 | 200 | 4xx, "id"?: number, "problem"?: problem+json }`
 * 201 created, 200 the organisation already stored that uuid (a resend, or the same uuid earlier in the batch;
 * `id` is the stored row's), 4xx what a single POST of that entity answers (`problem` as its body says why).
 * One bad entity never fails the others. The whole request answers a problem instead when the caller may not
 * write (401, 403), the body is not a JSON array (400), holds more than 500 entities (400) or is larger than
 * the API's body limit (413).
 */
export function bulkCreateRoutes(resource: ResourceConfig): Hono<AppEnv> {
  const model = describeResource(resource);
  const router = new Hono<AppEnv>();
  router.post('/bulk', async (c) => {
    const organizationId = callerOrganization(c, resource, 'write')!;
    const body = await readJsonBody(c);
    if (!Array.isArray(body)) throw httpProblem(400, `Request body must be a JSON array of ${resource.entityName}s`);
    if (body.length > MAX_BULK_ENTITIES) {
      throw httpProblem(
        400,
        `At most ${MAX_BULK_ENTITIES} ${resource.entityName}s per request; this one holds ${body.length}`,
      );
    }
    const { db } = c.get('deps');
    return c.json(await createMany(db, resource, model, organizationId, body, c.req.path));
  });
  router.all('/bulk', (c: Context<AppEnv>) => {
    throw httpProblem(405, `Request method '${c.req.method}' is not supported`);
  });
  return router;
}
