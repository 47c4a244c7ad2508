import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './appEnv';
import { databaseProblem } from './databaseProblem';
import { isDiskFullError } from './isDiskFullError';
import { bodyTooLarge } from './readJsonBody';
import { httpProblem, problemResponse, ProblemError } from './problem';

/**
 * Every error becomes problem+json. Known database refusals are the client's doing (a duplicate, a row still
 * referenced, a value out of range) and answer 4xx; a full disk answers 507 (nothing was stored, the client
 * may retry once space is freed); anything else is a 500 carrying the request id, logged.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ProblemError) return problemResponse(c, error);
  if (error instanceof HTTPException) {
    return problemResponse(
      c,
      error.status === 413 ? bodyTooLarge() : httpProblem(error.status, error.message || undefined),
    );
  }
  const refused = databaseProblem(error);
  if (refused) return problemResponse(c, refused);
  if (isDiskFullError(error)) {
    c.get('deps').log.error({ msg: 'disk full', path: c.req.path, error: String(error) });
    return problemResponse(
      c,
      httpProblem(507, 'The server has no storage space left; nothing was stored. Try again once space is freed'),
    );
  }
  const requestId = c.get('requestId');
  c.get('deps').log.error({
    msg: 'unexpected error',
    requestId,
    path: c.req.path,
    error: error.stack ?? String(error),
  });
  const problem = httpProblem(500, `Unexpected error; quote request id ${requestId}`);
  problem.problem.requestId = requestId;
  return problemResponse(c, problem);
}
