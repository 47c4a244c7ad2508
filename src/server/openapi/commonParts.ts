import type { Access } from '../auth/guards';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../http/paging';
import { APP_HEADER_PREFIX, PROBLEM_BASE } from '../http/problem';
import { arrayOf, INTEGER, nullable, objectOf, ref, TEXT, type JsonSchema } from './jsonSchema';

/** One OpenAPI object (operation, parameter, response…) as plain JSON. */
export type OpenApiObject = { [key: string]: unknown };

export const BEARER = 'bearerAuth';

/** RFC 7807 as problem.ts writes it (docs/api.md §5). */
export const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'message', 'path'],
  properties: {
    type: { type: 'string', format: 'uri', examples: [`${PROBLEM_BASE}/problem-with-message`] },
    title: TEXT,
    status: { type: 'integer', minimum: 400, maximum: 599 },
    detail: TEXT,
    path: TEXT,
    message: {
      type: 'string',
      description: 'A stable key a client may translate: `error.validation`, `error.http.404`…',
    },
    params: { type: 'string', description: 'The entity name, for the `error.<key>` problems.' },
    fieldErrors: arrayOf(objectOf({ objectName: TEXT, field: TEXT, message: TEXT })),
    requestId: { type: 'string', description: 'On a 500 only: the id also in `X-Request-Id` and the server log.' },
    matchId: { ...INTEGER, description: 'On the 409 of a match archive imported before.' },
  },
  additionalProperties: false,
};

const REASONS: Record<number, string> = {
  400: 'Bad request: a body, parameter or filter the server refuses',
  401: 'No valid token: sign in first',
  403: 'The caller may not do this (or belongs to no organisation)',
  404: 'Not found (or another organisation’s)',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'The body is larger than allowed',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  429: 'Too many requests: wait for `Retry-After` seconds',
  502: 'An upstream service failed',
  503: 'Unavailable for now: try again after `Retry-After` seconds',
  507: 'The server’s disk is full; nothing was stored',
};

const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: INTEGER };

/** A problem answer of a status, with the sentence that says when it comes and an example body. */
export function problemAnswer(
  status: number,
  description = REASONS[status] ?? 'Error',
  path = '/api/…',
): OpenApiObject {
  const example = {
    type: `${PROBLEM_BASE}/problem-with-message`,
    title: description.split(':')[0],
    status,
    detail: description,
    message: `error.http.${status}`,
    path,
  };
  return {
    description,
    ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
    content: { 'application/problem+json': { schema: ref('Problem'), example } },
  };
}

/** Who may call: no token, or a bearer token of a member, manager or admin (docs/api.md §1). */
export function securityOf(access: Access | 'public'): OpenApiObject {
  if (access === 'public') return { security: [] };
  return { security: [{ [BEARER]: [] }], 'x-access': access };
}

/** The problems any call of that access may answer besides its own. */
export function accessProblems(access: Access | 'public'): Record<string, OpenApiObject> {
  if (access === 'public') return {};
  return { 401: problemAnswer(401), 403: problemAnswer(403) };
}

export const ACCESS_WORDS: Record<Access | 'public', string> = {
  public: 'Public: no token needed.',
  member: 'Any signed-in member of the organisation.',
  manager: 'A manager: `ROLE_USER` or `ROLE_ADMIN`.',
  admin: '`ROLE_ADMIN` only.',
};

export const PAGING_PARAMETERS: OpenApiObject[] = [
  {
    name: 'page',
    in: 'query',
    description: 'The page, from 0.',
    schema: { type: 'integer', minimum: 0, default: 0 },
  },
  {
    name: 'size',
    in: 'query',
    description: `Rows per page (at most ${MAX_PAGE_SIZE}; a larger size is cut to it).`,
    schema: { type: 'integer', minimum: 1, default: DEFAULT_PAGE_SIZE },
  },
];

/** Spring Data's repeated `sort=property[,property…][,asc|desc][,ignorecase]` over the listed properties. */
export function sortParameter(properties: readonly string[]): OpenApiObject {
  return {
    name: 'sort',
    in: 'query',
    description: `Repeatable: \`property[,property…][,asc|desc][,ignorecase]\`; \`id\` ends every order. Properties: ${properties.map((p) => `\`${p}\``).join(', ')}.`,
    style: 'form',
    explode: true,
    schema: arrayOf({ type: 'string' }),
    example: [`${properties.includes('id') ? 'id' : properties[0]},desc`],
  };
}

export const LIST_HEADERS: OpenApiObject = {
  'X-Total-Count': { description: 'Rows matching the filters, over all pages.', schema: INTEGER },
  Link: { description: 'JHipster paging links: `next`, `prev` (when they exist), `last`, `first`.', schema: TEXT },
};

export const ALERT_HEADERS: OpenApiObject = {
  [`${APP_HEADER_PREFIX}-alert`]: { description: 'What happened, as JHipster clients show it.', schema: TEXT },
  [`${APP_HEADER_PREFIX}-params`]: { description: 'The row’s identifier.', schema: TEXT },
};

export const LOCATION_HEADER: OpenApiObject = {
  Location: { description: 'Where the new row is read.', schema: TEXT },
};

/** A JSON answer with a schema and an example. */
export function jsonAnswer(description: string, schema: JsonSchema, example?: unknown, headers?: OpenApiObject) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
  };
}

export const EMPTY_ANSWER = (description: string): OpenApiObject => ({ description });

export const NULLABLE_TEXT = nullable(TEXT);
