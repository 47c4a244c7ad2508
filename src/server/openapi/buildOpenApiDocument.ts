import packageJson from '../../../package.json' with { type: 'json' };
import { RESOURCES } from '../resources/resources';
import { ACCOUNT_ROUTES } from './accountRouteDocs';
import { BEARER, PROBLEM_SCHEMA, type OpenApiObject } from './commonParts';
import { entityOperations } from './entityOperations';
import type { JsonSchema } from './jsonSchema';
import { CLIP_ROUTES } from './clipRouteDocs';
import { LIVE_ROUTES } from './liveRouteDocs';
import { MATCH_ROUTES } from './matchRouteDocs';
import { operationOf } from './routeDoc';

export type OpenApiDocument = OpenApiObject & {
  paths: Record<string, Record<string, OpenApiObject>>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, OpenApiObject> } & OpenApiObject;
};

const TAGS: { name: string; description: string }[] = [
  { name: 'account', description: 'Signing in and the caller’s own account (docs/api.md §1–2).' },
  { name: 'admin', description: 'User management and the mail outbox, `ROLE_ADMIN` only.' },
  ...RESOURCES.map((resource) => ({
    name: resource.path,
    description: `The ${resource.entityName} entity resource: JHipster’s list, count, get, create, update, merge-patch and delete (docs/api.md §3–4).`,
  })),
  {
    name: 'match tools',
    description: 'What a match, team or video offers beyond its entity resource (docs/api.md §4).',
  },
  { name: 'live', description: 'The public live match centre.' },
  { name: 'clips', description: 'Playlists shared by link, and their public clips.' },
  { name: 'public', description: 'Health and configuration anyone may read.' },
  { name: 'documentation', description: 'This description.' },
];

const DESCRIPTION = `Poolside’s REST API, generated from the server’s own route table and schemas. It follows JHipster’s
REST conventions: paging with \`page\`, \`size\`, \`sort\` and the \`X-Total-Count\` and \`Link\` headers, criteria filters
\`field.operator=value\`, alert headers, and \`application/problem+json\` errors. Sign in with \`POST /api/authenticate\`
and send the token as \`Authorization: Bearer <jwt>\`. The prose reference is docs/api.md.`;

/**
 * The OpenAPI 3.1 description of every route the app registers: the entity resources from the resource table
 * (src/server/resources/resources.ts), the others from the route tables beside this file. Built once.
 */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: Record<string, Record<string, OpenApiObject>> = {};
  const schemas: Record<string, JsonSchema> = { Problem: PROBLEM_SCHEMA };
  const parameters: Record<string, OpenApiObject> = {};
  const addOperation = (path: string, method: string, operation: OpenApiObject) => {
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is described twice`);
    item[method] = operation;
  };
  for (const resource of RESOURCES) {
    const described = entityOperations(resource);
    Object.assign(schemas, described.schemas);
    Object.assign(parameters, described.parameters);
    for (const [path, item] of Object.entries(described.paths))
      for (const [method, operation] of Object.entries(item)) addOperation(path, method, operation);
  }
  for (const table of [ACCOUNT_ROUTES, MATCH_ROUTES, LIVE_ROUTES, CLIP_ROUTES]) {
    Object.assign(schemas, table.schemas);
    for (const route of table.routes) addOperation(route.path, route.method, operationOf(route));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Poolside API',
      version: packageJson.version,
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Poolside' },
    },
    servers: [{ url: '/', description: 'The server this document came from' }],
    tags: TAGS,
    paths,
    components: {
      schemas,
      parameters,
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `id_token` of `POST /api/authenticate`, valid for 1 day (30 with `rememberMe`).',
        },
      },
    },
  };
}

let built: OpenApiDocument | undefined;
/** The document, built on first use (it describes code, which does not change while the server runs). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument();
  return built;
}
