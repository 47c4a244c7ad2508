import type { Access } from '../auth/guards';
import { ACCESS_WORDS, accessProblems, problemAnswer, securityOf, type OpenApiObject } from './commonParts';
import { ID_PARAMETER } from './entityOperations';
import { exampleOf } from './exampleOf';
import type { JsonSchema } from './jsonSchema';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One route outside the entity resources, as the API description tells it: the tables beside this file list
 * every such route the app registers (a test holds the two together).
 */
export type RouteDoc = {
  method: HttpMethod;
  /** OpenAPI style: `/api/matches/{id}/start`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access | 'public';
  /** Query and header parameters; path parameters come from the path. */
  parameters?: OpenApiObject[];
  body?: { schema: JsonSchema; types?: string[]; example?: unknown; required?: boolean };
  /** The answers that are not problems (jsonAnswer, EMPTY_ANSWER…). */
  answers: Record<number, OpenApiObject>;
  /** Problem answers of this route: status → when. */
  problems?: Record<number, string>;
};

/** A route's description plus the schemas it names under #/components/schemas. */
export type RouteTable = { schemas: Record<string, JsonSchema>; routes: RouteDoc[] };

const PATH_PARAMETERS: Record<string, OpenApiObject> = {
  id: ID_PARAMETER,
  login: { name: 'login', in: 'path', required: true, schema: { type: 'string' }, example: 'user' },
  shareId: {
    name: 'shareId',
    in: 'path',
    required: true,
    schema: { type: 'string' },
    example: 'k3T9xQ2mV8pL4wR7nZ1cYb',
  },
  videoId: { ...ID_PARAMETER, name: 'videoId' },
};

/** The OpenAPI operation of a route. */
export function operationOf(route: RouteDoc): OpenApiObject {
  const pathParameters = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const parameter = PATH_PARAMETERS[name!];
    if (!parameter) throw new Error(`No description of the path parameter {${name}}`);
    return parameter;
  });
  const parameters = [...pathParameters, ...(route.parameters ?? [])];
  const { body } = route;
  const problems = Object.fromEntries(
    Object.entries(route.problems ?? {}).map(([status, when]) => [status, problemAnswer(Number(status), when)]),
  );
  return {
    tags: [route.tag],
    summary: route.summary,
    description: [route.description, ACCESS_WORDS[route.access]].filter(Boolean).join('\n\n'),
    operationId: `${route.method}${route.path.replace(/\{(\w+)\}/g, 'By-$1').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    ...securityOf(route.access),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: body.required ?? true,
            content: Object.fromEntries(
              (body.types ?? ['application/json']).map((type) => [
                type,
                { schema: body.schema, example: body.example ?? exampleOf(body.schema) },
              ]),
            ),
          },
        }
      : {}),
    responses: { ...route.answers, ...problems, ...accessProblems(route.access) },
  };
}
