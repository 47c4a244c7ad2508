import type { Access } from '../auth/guards';
import { describeResource } from '../resources/describeResource';
import type { ResourceConfig } from '../resources/resourceConfig';
import {
  ACCESS_WORDS,
  accessProblems,
  ALERT_HEADERS,
  EMPTY_ANSWER,
  jsonAnswer,
  LIST_HEADERS,
  LOCATION_HEADER,
  PAGING_PARAMETERS,
  problemAnswer,
  securityOf,
  sortParameter,
  type OpenApiObject,
} from './commonParts';
import { criteriaParameter } from './criteriaParameter';
import { answerSchemaOf, bodySchemaOf, patchSchemaOf, schemaNameOf } from './entitySchemas';
import { exampleOf } from './exampleOf';
import { arrayOf, ref, type JsonSchema } from './jsonSchema';

export type EntityDescription = {
  paths: Record<string, Record<string, OpenApiObject>>;
  schemas: Record<string, JsonSchema>;
  /** The criteria filters, shared by the list and the count. */
  parameters: Record<string, OpenApiObject>;
};

export const ID_PARAMETER: OpenApiObject = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  example: 1,
};

/**
 * The JHipster entity resource of defineResource.ts for one entry of the resource table: list, count, get,
 * create, full and merge-patch update, delete, with the entity's fields, filters, sort keys and access.
 */
export function entityOperations(resource: ResourceConfig): EntityDescription {
  const model = describeResource(resource);
  const name = schemaNameOf(resource);
  const tag = resource.path;
  const answer = answerSchemaOf(resource, model);
  const body = bodySchemaOf(resource);
  const answerExample = { ...(exampleOf(answer) as object), id: 1 };
  const bodyExample = Object.fromEntries(
    Object.entries(exampleOf(body) as object).filter(([key, value]) => key !== 'id' && value !== null),
  );
  /** An operation open to callers of one access level, with the problems that level brings. */
  const guardedBy =
    (access: Access) =>
    (summary: string, rest: OpenApiObject): OpenApiObject => ({
      tags: [tag],
      summary,
      description: ACCESS_WORDS[access],
      ...securityOf(access),
      ...rest,
      responses: { ...(rest.responses as object), ...accessProblems(access) },
    });
  const reading = guardedBy(resource.access.read);
  const writing = guardedBy(resource.access.write);
  const conflicts: Record<string, OpenApiObject> = resource.lockedBySignOff
    ? { 409: problemAnswer(409, 'Conflict: the match is signed off (`error.matchsigned`)') }
    : {};
  const jsonBody = (schema: JsonSchema, example: unknown, types = ['application/json']) => ({
    required: true,
    content: Object.fromEntries(types.map((type) => [type, { schema, example }])),
  });
  const collection = `/api/${resource.path}`;
  const item = `${collection}/{id}`;
  const criteria = { $ref: `#/components/parameters/${name}Criteria` };

  const createAnswers: Record<string, OpenApiObject> = {
    201: jsonAnswer(`The ${resource.entityName} as stored`, ref(name), answerExample, {
      ...LOCATION_HEADER,
      ...ALERT_HEADERS,
    }),
    ...(resource.idempotentByUuid
      ? { 200: jsonAnswer('That uuid was stored before: the stored row, unchanged', ref(name), answerExample) }
      : {}),
    400: problemAnswer(400, 'Bad request: an `id`, an unknown property, a value the schema refuses', collection),
    ...conflicts,
  };

  return {
    schemas: { [name]: answer, [`${name}Body`]: body, [`${name}Patch`]: patchSchemaOf(resource) },
    parameters: { [`${name}Criteria`]: criteriaParameter(model.filterable) },
    paths: {
      [collection]: {
        get: reading(`List ${resource.path}`, {
          operationId: `list-${resource.path}`,
          parameters: [...PAGING_PARAMETERS, sortParameter(Object.keys(model.sortable)), criteria],
          responses: {
            200: jsonAnswer('One page', arrayOf(ref(name)), [answerExample], LIST_HEADERS),
            400: problemAnswer(400, 'Bad request: an unknown filter, operator or sort property', collection),
          },
        }),
        post: writing(`Create a ${resource.entityName}`, {
          operationId: `create-${resource.path}`,
          requestBody: jsonBody(ref(`${name}Body`), bodyExample),
          responses: createAnswers,
        }),
      },
      [`${collection}/count`]: {
        get: reading(`Count ${resource.path}`, {
          operationId: `count-${resource.path}`,
          parameters: [criteria],
          responses: { 200: jsonAnswer('Rows matching the filters', { type: 'integer', minimum: 0 }, 42) },
        }),
      },
      [item]: {
        get: reading(`Get a ${resource.entityName}`, {
          operationId: `get-${resource.path}`,
          parameters: [ID_PARAMETER],
          responses: {
            200: jsonAnswer(`The ${resource.entityName}`, ref(name), answerExample),
            404: problemAnswer(404, undefined, item),
          },
        }),
        put: writing(`Replace a ${resource.entityName}`, {
          operationId: `update-${resource.path}`,
          parameters: [ID_PARAMETER],
          requestBody: jsonBody({ ...ref(`${name}Body`), required: ['id'] }, { ...bodyExample, id: 1 }),
          responses: {
            200: jsonAnswer(`The ${resource.entityName} as stored`, ref(name), answerExample, ALERT_HEADERS),
            400: problemAnswer(400, 'Bad request: no `id`, another `id` than the path’s, no such row, a refused value'),
            ...conflicts,
          },
        }),
        patch: writing(`Change some fields of a ${resource.entityName}`, {
          operationId: `patch-${resource.path}`,
          parameters: [ID_PARAMETER],
          requestBody: jsonBody(ref(`${name}Patch`), { id: 1 }, ['application/merge-patch+json', 'application/json']),
          responses: {
            200: jsonAnswer(`The ${resource.entityName} as stored`, ref(name), answerExample, ALERT_HEADERS),
            400: problemAnswer(400, 'Bad request: no `id`, another `id` than the path’s, no such row, a refused value'),
            ...conflicts,
          },
        }),
        delete: writing(`Delete a ${resource.entityName}`, {
          operationId: `delete-${resource.path}`,
          description: `${ACCESS_WORDS[resource.access.write]} Idempotent: a missing id is a 204 too.`,
          parameters: [ID_PARAMETER],
          responses: {
            204: { ...EMPTY_ANSWER('Deleted, or there was none'), headers: ALERT_HEADERS },
            ...(resource.referencedBy
              ? { 409: problemAnswer(409, 'Conflict: other data still refers to it (`error.inuse`)') }
              : conflicts),
          },
        }),
      },
    },
  };
}
