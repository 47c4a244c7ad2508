import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './appEnv';

/** Gives each request its dependencies and an id (X-Request-Id), and logs one JSON line when it is answered. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('X-Request-Id');
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('principal', null);
    await next();
    // On the answer's own headers, as secureHeaders sets its: c.header() on an answered request builds the answer
    // again around its body as a stream, which the node server then copies out chunk by chunk.
    c.res.headers.set('X-Request-Id', requestId);
    deps.log.info({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      user: c.get('principal')?.login ?? null,
      requestId,
    });
  };
}
